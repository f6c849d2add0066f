import HeadlessUI
import MiniRx

/// Whether a view shows.
extension Reactive where Base: UIView {
    /// Hides or shows the view.
    public var isHidden: Binder<Bool> {
        Binder(base) { view, isHidden in view.isHidden = isHidden }
    }
}
