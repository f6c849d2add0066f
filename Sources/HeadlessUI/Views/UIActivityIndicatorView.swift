/// The spinner a screen shows while it waits for the server.
open class UIActivityIndicatorView: UIView {
    public private(set) var isAnimating = false
    /// As in UIKit, a stopped indicator hides itself unless told otherwise.
    open var hidesWhenStopped = true {
        didSet { updateVisibility() }
    }

    public override init() {
        super.init()
        updateVisibility()
    }

    open func startAnimating() {
        isAnimating = true
        updateVisibility()
    }

    open func stopAnimating() {
        isAnimating = false
        updateVisibility()
    }

    private func updateVisibility() {
        if hidesWhenStopped { isHidden = !isAnimating }
    }
}
