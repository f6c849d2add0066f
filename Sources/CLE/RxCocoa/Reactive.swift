/// The `rx` namespace: `button.rx.tap`, `label.rx.text`, `controller.rx.viewDidLoad`. In RxSwift apps RxCocoa
/// provides it for UIKit; this folder is the small slice of it that the CLE app needs, written for HeadlessUI.
struct Reactive<Base: AnyObject> {
    let base: Base
}

/// Anything with an `rx` namespace: every view and view controller.
protocol ReactiveCompatible: AnyObject {}

extension ReactiveCompatible {
    var rx: Reactive<Self> { Reactive(base: self) }
}
