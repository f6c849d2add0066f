/// The state behind one `share(replay:scope:)` call: the current connection to the source,
/// its subject, and how many subscribers it has.
final class ShareConnection<Element> {
    private let source: Observable<Element>
    private let replay: Int
    private let scope: SubjectLifetimeScope
    private var subject: ReplaySubject<Element>?
    private var sourceSubscription: (any Disposable)?
    private var subscriberCount = 0
    private var generation = 0
    /// With `.forever`, the source has terminated: its end is in the subject, and it is never subscribed again.
    private var sourceHasTerminated = false

    init(source: Observable<Element>, replay: Int, scope: SubjectLifetimeScope) {
        self.source = source
        self.replay = replay
        self.scope = scope
    }

    // snippet: minirx-share-subscribe
    /// Adds a subscriber: it joins the current connection's subject (receiving its replay), and the
    /// first subscriber of a connection makes the connection subscribe to the source.
    func subscribe(_ observer: AnyObserver<Element>) -> any Disposable {
        let subject = self.subject ?? ReplaySubject.create(bufferSize: replay)
        self.subject = subject
        let connection = generation
        subscriberCount += 1
        let subscription = subject.subscribe(observer)
        if subscriberCount == 1 && sourceSubscription == nil && !sourceHasTerminated {
            connect(subject, connection: connection)
        }
        // Each subscriber keeps the connection alive until it leaves, even if the shared
        // `Observable` itself is gone (a `Driver` made inside `flatMapLatest`, say).
        return Disposables.create {
            subscription.dispose()
            self.subscriberLeft(connection: connection)
        }
    }

    /// The last subscriber of a connection leaving disconnects it from the source.
    private func subscriberLeft(connection: Int) {
        guard connection == generation else { return }
        subscriberCount -= 1
        if subscriberCount == 0 { disconnect() }
    }
    // end-snippet

    private func connect(_ subject: ReplaySubject<Element>, connection: Int) {
        let subscription = SingleAssignmentDisposable()
        sourceSubscription = subscription
        subscription.setDisposable(
            source.subscribe { [weak self] event in
                if event.isStopEvent, let self, connection == self.generation {
                    switch self.scope {
                    case .whileConnected: self.endConnection()
                    case .forever: self.sourceHasTerminated = true
                    }
                }
                subject.on(event)
            })
    }

    private func disconnect() {
        let subscription = sourceSubscription
        sourceSubscription = nil
        if scope == .whileConnected { endConnection() }
        subscription?.dispose()
    }

    /// Forgets the connection's subject and count, so that the next subscriber starts a new one.
    private func endConnection() {
        generation += 1
        subject = nil
        subscriberCount = 0
        sourceSubscription = nil
    }
}
