import HeadlessUI

extension Reactive where Base: UIView {
    /// Hides or shows the view.
    var isHidden: Binder<Bool> {
        Binder(base) { view, isHidden in view.isHidden = isHidden }
    }
}
