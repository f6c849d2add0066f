import HeadlessUI

extension Reactive where Base: UIActivityIndicatorView {
    /// Starts or stops the spinner.
    var isAnimating: Binder<Bool> {
        Binder(base) { indicator, isAnimating in
            if isAnimating {
                indicator.startAnimating()
            } else {
                indicator.stopAnimating()
            }
        }
    }
}
