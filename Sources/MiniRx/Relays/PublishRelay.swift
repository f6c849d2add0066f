/// A `PublishSubject` that can only carry values: it never errors and never completes,
/// which makes it safe for UI events ("the user tapped Reserve").
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no observers yet.
    public init() {}

    /// Sends `element` to everyone subscribed now.
    public func accept(_ element: Element) {
        subject.onNext(element)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        subject.hasObservers
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        subject.subscribe(observer)
    }
}
