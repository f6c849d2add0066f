/// The `rx` namespace: `button.rx.tap`, `tableView.rx.itemSelected`, `controller.rx.error`.
///
/// In RxSwift the namespace is part of the core library and RxCocoa fills it for UIKit. Here MiniRxCocoa makes
/// HeadlessUI's views `ReactiveCompatible` and fills the namespace; an app adds its own on `Reactive where Base: …`.
public struct Reactive<Base> {
    /// The object the extensions work on.
    public let base: Base

    /// The namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }
}

/// A type with an `rx` namespace.
public protocol ReactiveCompatible {
    /// The type the namespace extends: the conforming type itself.
    associatedtype ReactiveBase

    /// The `rx` namespace of this value.
    var rx: Reactive<ReactiveBase> { get }
}

extension ReactiveCompatible {
    public var rx: Reactive<Self> {
        Reactive(self)
    }
}
