/// A `BehaviorSubject` that can only carry values: a current `value` you can read at any time,
/// replayed to each new subscriber. It never errors and never completes, so it suits view state.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>
    private var current: Element

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        current = value
    }

    /// The latest value accepted.
    public var value: Element {
        current
    }

    /// Makes `element` the current value and sends it to everyone subscribed now.
    public func accept(_ element: Element) {
        current = element
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
