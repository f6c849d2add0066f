/// Anything that can receive the events of a sequence: a subscriber, a subject, a test recorder.
public protocol ObserverType<Element> {
    /// The type of the values it receives.
    associatedtype Element

    /// Receives one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Sends a value.
    public func onNext(_ element: Element) {
        on(.next(element))
    }

    /// Sends a failure; nothing follows it.
    public func onError(_ error: any Error) {
        on(.error(error))
    }

    /// Sends the end of the sequence; nothing follows it.
    public func onCompleted() {
        on(.completed)
    }
}
