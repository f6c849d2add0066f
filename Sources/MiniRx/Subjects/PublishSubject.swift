/// A hand-driven sequence: what you send with `onNext` goes to everyone subscribed at that moment.
///
///     subject:      --a--b--c--|
///     subscribe at      ^
///     observer sees:    -b--c--|
///
/// A late subscriber after a terminal event receives that terminal event at once.
public final class PublishSubject<Element>: ObserverType, ObservableType {
    private let dispatcher = EventDispatcher<Element>()
    private var stopEvent: Event<Element>?

    /// A subject with no observers yet.
    public init() {}

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        dispatcher.count > 0
    }

    public func on(_ event: Event<Element>) {
        dispatcher.send(event) { event in
            guard stopEvent == nil else { return false }
            if event.isStopEvent { stopEvent = event }
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
        return Disposables.create { [weak self] in
            guard let self else { return }
            dispatcher.remove(id)
        }
    }
}
