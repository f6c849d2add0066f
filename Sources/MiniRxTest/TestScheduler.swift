import MiniRx

// snippet: minirx-testscheduler
/// A scheduler with a virtual clock: work scheduled "in 300 ticks" runs when the test advances the
/// clock past it, instantly and in a fixed order (by time, then by when it was scheduled).
///
/// It is also where tests get their recorders and recorded sequences:
///
///     let scheduler = TestScheduler()
///     let taps = scheduler.createHotObservable([.next(210, ()), .next(250, ())])
///     let observer = scheduler.start { taps.asObservable().map { "tap" } }
///     #expect(observer.events == [.next(210, "tap"), .next(250, "tap")])
public final class TestScheduler: SchedulerType {
    private struct Work {
        let time: TestTime
        let order: Int
        let action: () -> Void
        let cancellation: AnonymousDisposable
    }

    private var queue: [Work] = []
    private var order = 0
    private var isStopped = false

    /// The virtual time now, in ticks.
    public private(set) var clock: TestTime

    /// How long one tick is, for operators that take a `Duration` (`debounce(.seconds(20), …)`).
    public let resolution: Duration

    /// Whether work scheduled for "now" runs one tick later (see `init`).
    public let simulatesProcessingDelay: Bool

    /// A scheduler whose clock starts at `initialClock`; one tick lasts `resolution`.
    ///
    /// With `simulateProcessingDelay`, work scheduled for the current tick or earlier runs one tick
    /// later, as it does by default on RxTest's `TestScheduler`: turn it on to port an RxSwift test as
    /// it is written. Off, work scheduled for now runs now, which is the simpler timeline to read.
    public init(initialClock: TestTime = 0, resolution: Duration = .seconds(1), simulateProcessingDelay: Bool = false) {
        clock = initialClock
        self.resolution = resolution
        simulatesProcessingDelay = simulateProcessingDelay
    }
    // end-snippet

    public var now: Duration {
        resolution * clock
    }

    /// The number of ticks in `duration`, rounded to the nearest tick.
    public func ticks(_ duration: Duration) -> TestTime {
        Int((duration / resolution).rounded())
    }

    public func schedule(_ action: @escaping () -> Void) -> any Disposable {
        scheduleAt(clock, action: action)
    }

    public func schedule(after delay: Duration, _ action: @escaping () -> Void) -> any Disposable {
        scheduleAt(clock + max(0, ticks(delay)), action: action)
    }

    /// Runs `action` when the clock reaches `time` (at once, on the next run, if `time` has passed; one tick
    /// later with `simulateProcessingDelay`).
    @discardableResult
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) -> any Disposable {
        let cancellation = AnonymousDisposable {}
        let due = time > clock ? time : clock + (simulatesProcessingDelay ? 1 : 0)
        queue.append(Work(time: due, order: order, action: action, cancellation: cancellation))
        order += 1
        return cancellation
    }

    /// Runs all scheduled work, moving the clock forward, until nothing is left or `stop()` is called.
    public func start() {
        isStopped = false
        while !isStopped, let work = takeNext(notAfter: .max) {
            clock = work.time
            work.action()
        }
    }

    /// Runs the work scheduled up to `time`, then sets the clock to `time`.
    public func advance(to time: TestTime) {
        isStopped = false
        while !isStopped, let work = takeNext(notAfter: time) {
            clock = work.time
            work.action()
        }
        clock = max(clock, time)
    }

    /// Stops `start()` or `advance(to:)` after the work now running.
    public func stop() {
        isStopped = true
    }

    private func takeNext(notAfter limit: TestTime) -> Work? {
        queue.removeAll { $0.cancellation.isDisposed }
        guard
            let index = queue.indices.min(by: { (queue[$0].time, queue[$0].order) < (queue[$1].time, queue[$1].order) }
            ),
            queue[index].time <= limit
        else { return nil }
        return queue.remove(at: index)
    }
}

extension TestScheduler {
    /// An observer that records what it receives, stamped with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// A sequence that sends `events` at their times, to whoever is subscribed at that moment.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable.hot(self, events: events)
    }

    /// A sequence that sends `events` to each subscriber, their times counted from the subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        TestableObservable.cold(self, events: events)
    }

    // snippet: minirx-testscheduler-start
    /// The standard test: creates the sequence at `created`, subscribes a recorder at `subscribed`,
    /// disposes the subscription at `disposed`, runs the clock, and returns the recorder.
    public func start<Element>(
        created: TestTime = 100, subscribed: TestTime = 200, disposed: TestTime = 1000,
        _ create: @escaping () -> Observable<Element>
    ) -> TestableObserver<Element> {
        let observer = createObserver(Element.self)
        var source: Observable<Element>?
        var subscription: (any Disposable)?
        scheduleAt(created) { source = create() }
        scheduleAt(subscribed) { subscription = source?.subscribe(observer) }
        scheduleAt(disposed) { subscription?.dispose() }
        start()
        return observer
    }
    // end-snippet
}
