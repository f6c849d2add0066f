import HeadlessUI
import MiniRx

extension Reactive where Base: UILabel {
    /// Sets the label's text.
    var text: Binder<String> {
        Binder(base) { label, text in label.text = text }
    }
}
