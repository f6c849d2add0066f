import MiniRx

/// A property of a control a person can change and the program can set, as RxCocoa's `ControlProperty` is: as an
/// observable it sends the value now, then the value after each change a person makes; as an observer it sets the
/// value, as the program does, which sends nothing (a control tells only of a person's changes).
///
/// `field.rx.text` is one: `field.rx.text.bind(onNext: search)` and `name.drive(field.rx.text)` both read well.
public struct ControlProperty<Value>: ObservableType, ObserverType {
    public typealias Element = Value

    private let values: Observable<Value>
    private let setter: Binder<Value>

    /// The property whose values are `values` (the current one first) and which `setter` sets.
    public init(values: Observable<Value>, setter: Binder<Value>) {
        self.values = values
        self.setter = setter
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Value {
        values.subscribe(observer)
    }

    public func on(_ event: Event<Value>) {
        setter.on(event)
    }
}
