/// An observer made from a closure: the simplest `ObserverType`, and the one `Observable.create` hands you.
public struct AnyObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void

    /// An observer that passes every event to `handler`.
    public init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
    }

    /// An observer that forwards every event to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.handler = observer.on
    }

    public func on(_ event: Event<Element>) {
        handler(event)
    }
}
