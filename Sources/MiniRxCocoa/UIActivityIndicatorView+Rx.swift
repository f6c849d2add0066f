import HeadlessUI
import MiniRx

/// A spinner, started and stopped.
extension Reactive where Base: UIActivityIndicatorView {
    /// Starts or stops the spinner.
    public var isAnimating: Binder<Bool> {
        Binder(base) { indicator, isAnimating in
            if isAnimating {
                indicator.startAnimating()
            } else {
                indicator.stopAnimating()
            }
        }
    }
}
