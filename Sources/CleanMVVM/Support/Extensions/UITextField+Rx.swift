import HeadlessUI
import MiniRx

extension Reactive where Base: UITextField {
    /// The text each time a person edits it (RxCocoa's `rx.text.orEmpty`, without the value it starts with).
    var text: Observable<String> {
        base.rx.controlEvent(.editingChanged).map { [weak base] in base?.text ?? "" }
    }

    /// Sets the text, as the program does (a person's edits come through ``text``).
    var textValue: Binder<String> {
        Binder(base) { field, text in field.text = text }
    }
}
