import MiniRx

extension ObservableType {
    /// Exercise 5.2 — `shareReplaying`, from scratch: the sharing of `share(replay:)`, with a rule of its own.
    ///
    /// All subscribers share one subscription to this sequence, and each newcomer first receives
    /// the last `replay` values:
    ///
    ///     source (cold):         --1--2--3--
    ///     A subscribes at 0:     --1--2--3--
    ///     B subscribes after 2:        2-3--     (the source was subscribed once, not twice)
    ///
    /// - The first subscriber connects to the source; the others join that connection.
    /// - When the last subscriber leaves, disconnect (dispose the source subscription) and forget the
    ///   replayed values: the next subscriber connects afresh.
    /// - Once the source has ended, its last values and its end are kept: a latecomer receives them, and the
    ///   source is never subscribed again (a finished request is not sent twice). Neither of the scopes of
    ///   MiniRx's own `share` does both.
    ///
    /// Build it with `Observable.create`, a `ReplaySubject` and a small class that counts subscribers.
    public func shareReplaying(_ replay: Int) -> Observable<Element> {
        // Created once per `shareReplaying` call, and captured by every subscription to the result.
        let connection = ReplayConnection(source: asObservable(), replay: replay)
        return Observable.create { observer in connection.subscribe(observer) }
    }
}

/// One connection to the source at a time, shared by its subscribers through a `ReplaySubject`.
private final class ReplayConnection<Element> {
    private let source: Observable<Element>
    private let replay: Int
    private var subject: ReplaySubject<Element>?
    private var sourceSubscription: (any Disposable)?
    private var subscriberCount = 0
    /// Whether the source has ended: from then on the subject keeps its replay and its end for every latecomer.
    private var sourceHasEnded = false

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let subject = self.subject ?? ReplaySubject.create(bufferSize: replay)
        self.subject = subject
        subscriberCount += 1
        // Join the subject first (receiving its replay), then, for the first subscriber, connect.
        let subscription = subject.subscribe(observer)
        if subscriberCount == 1 && !sourceHasEnded {
            sourceSubscription = source.subscribe { [weak self] event in
                switch event {
                case .next: break
                case .error, .completed: self?.sourceHasEnded = true
                }
                subject.on(event)
            }
        }
        return Disposables.create {
            subscription.dispose()
            self.subscriberLeft()
        }
    }

    private func subscriberLeft() {
        subscriberCount -= 1
        guard subscriberCount == 0, !sourceHasEnded else { return }
        // The last one out disconnects and forgets the replay buffer.
        sourceSubscription?.dispose()
        sourceSubscription = nil
        subject = nil
    }
}
