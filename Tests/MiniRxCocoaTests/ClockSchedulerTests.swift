import HeadlessUI
import MiniRx
import MiniRxCocoa
import Testing

/// Rx's timed operators on HeadlessUI's clock: the scheduler an Rx app makes from its application's clock, moved by
/// the test as a person waits.
@Suite("MiniRxCocoa: the main scheduler on HeadlessUI's clock")
struct ClockSchedulerTests {
    @Test("debounce on a screen's clock sends the text a person settled on once the clock reaches the due time")
    func debounceOnTheAppsClock() throws {
        let disposeBag = DisposeBag()
        let field = UITextField(placeholder: "Search")
        let screen = OnScreen(field)
        let scheduler = ClockScheduler(clock: screen.robot.clock)
        let settled = Values<String>()
        field.rx.text.debounce(.milliseconds(300), scheduler: scheduler).subscribe(settled.observer)
            .disposed(by: disposeBag)

        try screen.robot.type("k", into: "Search")
        try screen.robot.advance(by: .milliseconds(200))
        try screen.robot.type("ke", into: "Search")
        try screen.robot.advance(by: .milliseconds(299))
        #expect(settled.received.isEmpty)

        try screen.robot.advance(by: .milliseconds(1))
        #expect(settled.received == ["ke"])
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test("Work scheduled now runs now, as on the main thread, without the clock moving")
    func scheduledNowRunsNow() {
        let clock = VirtualClock()
        let scheduler = ClockScheduler(clock: clock)
        var ran = false

        _ = scheduler.schedule { ran = true }

        #expect(ran)
        #expect(clock.waitingCount == 0)
    }

    // Without the shortest step, the clock's move would never end: the time limit fails the test instead of hanging.
    @Test(
        "Work delayed by zero waits for the clock's shortest step, so a sequence that schedules itself at once ends",
        .timeLimit(.minutes(1)))
    func zeroDelayWaitsOneStep() {
        let disposeBag = DisposeBag()
        let clock = VirtualClock()
        let ticks = Values<Int>()
        Observable<Int>.interval(.zero, scheduler: ClockScheduler(clock: clock)).subscribe(ticks.observer)
            .disposed(by: disposeBag)

        clock.advance(by: .microseconds(350))

        #expect(ticks.received == [0, 1, 2])
    }

    @Test("A subscription still waiting on the clock does not keep the clock: the application's clock is freed with it")
    func waitingSubscriptionKeepsNoClock() {
        weak var freedClock: VirtualClock?
        var subscription: (any Disposable)?
        do {
            let clock = VirtualClock()
            freedClock = clock
            let source = PublishSubject<Int>()
            subscription = source.delay(.seconds(5), scheduler: ClockScheduler(clock: clock)).subscribe(onNext: { _ in }
            )
            source.onNext(1)
            #expect(clock.waitingCount == 1)
        }
        #expect(freedClock == nil)
        subscription?.dispose()
    }

    @Test("Disposing delayed work before its time cancels it, and the clock no longer waits for it")
    func disposingCancels() {
        let clock = VirtualClock()
        let scheduler = ClockScheduler(clock: clock)
        var ran = false

        let work = scheduler.schedule(after: .seconds(5)) { ran = true }
        #expect(clock.waitingCount == 1)
        work.dispose()
        clock.advance(by: .seconds(5))

        #expect(!ran)
        #expect(clock.waitingCount == 0)
    }
}
