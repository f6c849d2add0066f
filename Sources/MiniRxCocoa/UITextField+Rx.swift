import HeadlessUI
import MiniRx

/// A field's text, read and set.
extension Reactive where Base: UITextField {
    /// The field's text now, then after every edit a person makes; setting it, as the program does, sends nothing.
    /// Empty when there is none (RxCocoa's `text` is optional and read through `.orEmpty`; every field here is
    /// read as a string).
    public var text: ControlProperty<String> {
        let values = Observable<String>.deferred { [weak base] in
            guard let base else { return Observable<String>.empty() }
            return base.rx.controlEvent(.editingChanged)
                .map { [weak base] in base?.text ?? "" }
                .startWith(base.text ?? "")
        }
        return ControlProperty(values: values, setter: Binder(base) { field, text in field.text = text })
    }
}
