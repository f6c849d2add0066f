/// A subject with a current value: each new subscriber receives the latest value at once, then what follows.
///
///     subject (starts at z): --a--b--c--|
///     subscribe at               ^
///     observer sees:             ab--c--|     (a at once, the value at that moment)
public final class BehaviorSubject<Element>: ObserverType, ObservableType {
    private let dispatcher = EventDispatcher<Element>()
    private var latest: Element
    private var stopEvent: Event<Element>?

    /// A subject whose current value is `value`.
    public init(value: Element) {
        latest = value
    }

    /// The current value; throws the subject's error if it failed.
    public func value() throws -> Element {
        if case .error(let error) = stopEvent { throw error }
        return latest
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        dispatcher.count > 0
    }

    public func on(_ event: Event<Element>) {
        dispatcher.send(event) { event in
            guard stopEvent == nil else { return false }
            switch event {
            case .next(let element): latest = element
            case .error, .completed: stopEvent = event
            }
            return true
        }
        if stopEvent != nil {
            dispatcher.removeAll()
        }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        if let stopEvent {
            observer.on(stopEvent)
            return Disposables.create()
        }
        let id = dispatcher.add(observer.on)
        observer.onNext(latest)
        return Disposables.create { [weak self] in
            guard let self else { return }
            dispatcher.remove(id)
        }
    }
}
