/// A subject that remembers the last `bufferSize` values (or all of them) and replays them
/// to each new subscriber before the live events; after a terminal event it replays that too.
///
///     subject (buffer 2): --a--b--c-----|
///     subscribe at                 ^
///     observer sees:               (bc)----|     (b and c at once; a group is one moment)
public final class ReplaySubject<Element>: ObserverType, ObservableType {
    private let dispatcher = EventDispatcher<Element>()
    private let bufferSize: Int?
    private var buffer: [Element] = []
    private var stopEvent: Event<Element>?

    private init(bufferSize: Int?) {
        self.bufferSize = bufferSize
    }

    /// A subject that replays the last `bufferSize` values (`0` replays only the terminal event).
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: max(0, bufferSize))
    }

    /// A subject that replays every value it ever received.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: nil)
    }

    /// `true` while at least one observer is subscribed.
    public var hasObservers: Bool {
        dispatcher.count > 0
    }

    public func on(_ event: Event<Element>) {
        dispatcher.send(event) { event in
            guard stopEvent == nil else { return false }
            switch event {
            case .next(let element):
                guard bufferSize != 0 else { return true }
                buffer.append(element)
                if let bufferSize, buffer.count > bufferSize {
                    buffer.removeFirst(buffer.count - bufferSize)
                }
            case .error, .completed:
                stopEvent = event
            }
            return true
        }
        if stopEvent != nil {
            dispatcher.removeAll()
        }
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        for element in buffer {
            observer.onNext(element)
        }
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
