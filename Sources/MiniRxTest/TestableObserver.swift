import MiniRx

/// An observer that writes down every event it receives, with the virtual time it arrived.
///
///     #expect(observer.events == [.next(210, 1), .completed(300)])
public final class TestableObserver<Element>: ObserverType {
    private let scheduler: TestScheduler

    /// Everything received so far, in order.
    public private(set) var events: [Recorded<Event<Element>>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    public func on(_ event: Event<Element>) {
        events.append(Recorded(time: scheduler.clock, value: event))
    }

    /// The values received, without their times.
    public var elements: [Element] {
        events.compactMap { $0.value.element }
    }
}
