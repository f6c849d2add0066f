import HeadlessUI
import MiniRx

extension Reactive where Base: UITextField {
    /// The field's text now, then after every edit; empty when there is none. (RxCocoa's `text` is optional and
    /// needs `.orEmpty`; every field here is read as a string.)
    var text: Observable<String> {
        Observable<String>.deferred { [weak base] in
            guard let base else { return Observable<String>.empty() }
            return base.rx.controlEvent(.editingChanged)
                .map { [weak base] in base?.text ?? "" }
                .startWith(base.text ?? "")
        }
    }
}
