import HeadlessUI
import MiniRx

/// A label's text, set.
extension Reactive where Base: UILabel {
    /// Sets the label's text.
    public var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}
