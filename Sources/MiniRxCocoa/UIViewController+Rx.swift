import HeadlessUI
import MiniRx

/// A screen's title, set.
extension Reactive where Base: UIViewController {
    /// Sets the screen's title.
    public var title: Binder<String> {
        Binder(base) { controller, title in controller.title = title }
    }
}
