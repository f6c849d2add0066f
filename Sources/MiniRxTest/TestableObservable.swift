import MiniRx

/// A sequence that plays a recorded timeline on a `TestScheduler` and writes down its `subscriptions`,
/// so a test can check when it was subscribed to and when that subscription was disposed.
///
/// A *hot* one plays its timeline on the scheduler's clock whether or not anyone listens (like a
/// button); a *cold* one plays it again for each subscriber, with times counted from the
/// moment of subscription (like a network request).
public final class TestableObservable<Element>: ObservableType {
    private enum Temperature {
        case hot
        case cold
    }

    private let scheduler: TestScheduler
    private let temperature: Temperature
    private var observers: [(id: Int, on: (Event<Element>) -> Void)] = []
    private var nextID = 0

    /// The timeline it plays.
    public let recordedEvents: [Recorded<Event<Element>>]

    /// Every subscription so far: when it was made and when it was disposed.
    public private(set) var subscriptions: [Subscription] = []

    private init(scheduler: TestScheduler, temperature: Temperature, events: [Recorded<Event<Element>>]) {
        self.scheduler = scheduler
        self.temperature = temperature
        self.recordedEvents = events
    }

    static func hot(_ scheduler: TestScheduler, events: [Recorded<Event<Element>>]) -> TestableObservable {
        let observable = TestableObservable(scheduler: scheduler, temperature: .hot, events: events)
        for recorded in events {
            scheduler.scheduleAt(recorded.time) { [weak observable] in
                guard let observable else { return }
                for observer in observable.observers {
                    observer.on(recorded.value)
                }
            }
        }
        return observable
    }

    static func cold(_ scheduler: TestScheduler, events: [Recorded<Event<Element>>]) -> TestableObservable {
        TestableObservable(scheduler: scheduler, temperature: .cold, events: events)
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> any Disposable
    where Observer.Element == Element {
        let index = subscriptions.count
        subscriptions.append(Subscription(scheduler.clock))
        let id = nextID
        nextID += 1
        let scheduled = CompositeDisposable()
        switch temperature {
        case .hot:
            observers.append((id, observer.on))
        case .cold:
            for recorded in recordedEvents {
                let time = scheduler.clock + recorded.time
                scheduled.insert(scheduler.scheduleAt(time) { observer.on(recorded.value) })
            }
        }
        return Disposables.create { [weak self] in
            scheduled.dispose()
            guard let self else { return }
            observers.removeAll { $0.id == id }
            subscriptions[index] = Subscription(subscriptions[index].subscribe, scheduler.clock)
        }
    }
}
