import HeadlessUI
import Testing

// snippet: headlessui-timer-on-screen
/// A screen that hides its "Deleted" bar five seconds after it shows, on the clock it was given.
private final class UndoBarViewController: UIViewController {
    let bar = UILabel(text: "Deleted")
    private let clock: VirtualClock

    init(clock: VirtualClock) {
        self.clock = clock
        super.init()
    }

    override func viewDidLoad() {
        title = "Products"
        view.addSubview(bar)
        clock.scheduledTimer(after: .seconds(5)) { [weak self] _ in self?.bar.isHidden = true }
    }
}
// end-snippet

/// An app whose one screen is the undo bar's, on its application's clock.
private final class UndoBarApp: UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(
            rootViewController: UndoBarViewController(clock: application.clock))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}

/// The times at which a clock's timers fired, each under its name.
private final class Firings {
    var log: [String] = []

    func record(_ name: String, on clock: VirtualClock) {
        log.append("\(name)@\(clock.now.offset)")
    }
}

@Suite("HeadlessUI: a virtual clock, moved only by the test")
struct VirtualClockTests {
    @Test("A timer fires when the clock is moved to its deadline, and not a moment before")
    func timerFiresAtItsDeadline() {
        let clock = VirtualClock()
        let firings = Firings()
        clock.scheduledTimer(after: .seconds(5)) { _ in firings.record("undo", on: clock) }

        clock.advance(by: .milliseconds(4_999))
        #expect(firings.log.isEmpty)
        #expect(clock.waitingCount == 1)

        clock.advance(by: .milliseconds(1))
        #expect(firings.log == ["undo@5.0 seconds"])
        #expect(clock.waitingCount == 0)
        #expect(clock.now.offset == .seconds(5))
    }

    @Test("Timers due in one move fire in the order of their deadlines, those due together in the order they were made")
    func timersFireInOrder() {
        let clock = VirtualClock()
        let firings = Firings()
        clock.scheduledTimer(after: .seconds(3)) { _ in firings.record("c", on: clock) }
        clock.scheduledTimer(after: .seconds(1)) { _ in firings.record("a", on: clock) }
        clock.scheduledTimer(after: .seconds(3)) { _ in firings.record("d", on: clock) }
        clock.scheduledTimer(after: .seconds(2)) { _ in firings.record("b", on: clock) }

        clock.advance(by: .seconds(10))

        #expect(firings.log == ["a@1.0 seconds", "b@2.0 seconds", "c@3.0 seconds", "d@3.0 seconds"])
        #expect(clock.now.offset == .seconds(10))
    }

    @Test("A repeating timer fires once for every interval that passes, until it is invalidated")
    func repeatingTimer() {
        let clock = VirtualClock()
        let firings = Firings()
        let timer = clock.scheduledTimer(after: .seconds(1), repeatingEvery: .seconds(2)) { _ in
            firings.record("tick", on: clock)
        }

        clock.advance(by: .seconds(6))
        #expect(firings.log == ["tick@1.0 seconds", "tick@3.0 seconds", "tick@5.0 seconds"])
        #expect(timer.isValid)

        timer.invalidate()
        clock.advance(by: .seconds(6))
        #expect(firings.log.count == 3)
        #expect(!timer.isValid)
        #expect(clock.waitingCount == 0)
    }

    @Test("A repeating timer may invalidate itself when it fires, and fires no more")
    func timerInvalidatesItself() {
        let clock = VirtualClock()
        var ticks = 0
        clock.scheduledTimer(after: .seconds(1), repeatingEvery: .seconds(1)) { timer in
            ticks += 1
            if ticks == 2 { timer.invalidate() }
        }

        clock.advance(by: .seconds(10))

        #expect(ticks == 2)
        #expect(clock.waitingCount == 0)
    }

    @Test("An invalidated timer never fires, a one-off timer that fired is no longer valid, and neither is waited for")
    func invalidatedTimer() {
        let clock = VirtualClock()
        let firings = Firings()
        let cancelled = clock.scheduledTimer(after: .seconds(1)) { _ in firings.record("cancelled", on: clock) }
        let once = clock.scheduledTimer(after: .seconds(2)) { _ in firings.record("once", on: clock) }

        cancelled.invalidate()
        #expect(clock.waitingCount == 1)
        clock.advance(by: .seconds(5))

        #expect(firings.log == ["once@2.0 seconds"])
        #expect(!cancelled.isValid)
        #expect(!once.isValid)
        #expect(clock.waitingCount == 0)
    }

    @Test("A timer made while the clock moves fires within the same move when it falls due before its end")
    func timerMadeWhileMoving() {
        let clock = VirtualClock()
        let firings = Firings()
        clock.scheduledTimer(after: .seconds(1)) { _ in
            firings.record("first", on: clock)
            clock.scheduledTimer(after: .seconds(2)) { _ in firings.record("second", on: clock) }
            clock.scheduledTimer(after: .seconds(9)) { _ in firings.record("late", on: clock) }
        }

        clock.advance(by: .seconds(5))

        #expect(firings.log == ["first@1.0 seconds", "second@3.0 seconds"])
        #expect(clock.waitingCount == 1)
    }

    @Test("A timer due at once fires at the next move, even a move of no time; time never goes back")
    func timerDueAtOnce() {
        let clock = VirtualClock()
        let firings = Firings()
        clock.advance(by: .seconds(2))
        clock.scheduledTimer(after: .zero) { _ in firings.record("now", on: clock) }
        #expect(firings.log.isEmpty)

        clock.advance(by: .seconds(-1))

        #expect(firings.log == ["now@2.0 seconds"])
        #expect(clock.now.offset == .seconds(2))
    }

    @Test("A sleep wakes when the clock passes its deadline, and a deadline already passed does not wait")
    func sleepWakesAtItsDeadline() async throws {
        let clock = VirtualClock()
        let (sleeper, woke) = await sleeping(on: clock, until: clock.now.advanced(by: .seconds(3)))

        clock.advance(by: .seconds(2))
        #expect(clock.waitingCount == 1)
        clock.advance(by: .seconds(2))
        #expect(clock.waitingCount == 0)
        try await sleeper.value
        #expect(woke.log == ["woke@4.0 seconds"])

        let (late, wokeLate) = await sleeping(on: clock, until: clock.now.advanced(by: .seconds(-1)))
        #expect(wokeLate.log == ["woke@4.0 seconds"])
        late.cancel()
    }

    @Test("A cancelled sleep throws CancellationError at once, and the clock no longer waits for it")
    func cancelledSleep() async {
        let clock = VirtualClock()
        let (sleeper, woke) = await sleeping(on: clock, until: clock.now.advanced(by: .seconds(3)))

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(woke.log.isEmpty)
        #expect(clock.waitingCount == 0)
    }

    /// A task that sleeps on `clock` until `deadline`, once it waits on the clock or has woken already.
    private func sleeping(
        on clock: VirtualClock, until deadline: VirtualClock.Instant
    ) async -> (
        Task<Void, any Error>, Firings
    ) {
        let woke = Firings()
        let sleeper = Task { @MainActor in
            try await clock.sleep(until: deadline)
            woke.record("woke", on: clock)
        }
        while woke.log.isEmpty && clock.waitingCount == 0 { await Task.yield() }
        return (sleeper, woke)
    }

    // snippet: headlessui-virtual-clock
    @Test("The robot moves its app's clock as a person waits, and the screen shows what the timers did")
    func robotMovesTheAppsClock() throws {
        let robot = try Robot(launching: UndoBarApp())
        #expect(robot.labels == ["Deleted"])

        try robot.advance(by: .seconds(4))
        #expect(robot.labels == ["Deleted"])

        try robot.advance(by: .seconds(1))
        #expect(robot.labels.isEmpty)
        #expect(robot.clock === robot.application?.clock)
    }
    // end-snippet

    @Test("A clock lets go of a timer once it has fired for the last time, so what the timer held can be freed")
    func firedTimerIsReleased() {
        let clock = VirtualClock()
        weak var screen: UndoBarViewController?
        do {
            let shown = UndoBarViewController(clock: clock)
            shown.loadViewIfNeeded()
            screen = shown
            let held = clock.scheduledTimer(after: .seconds(1)) { _ in _ = shown.bar }
            clock.advance(by: .seconds(1))
            #expect(!held.isValid)
        }
        #expect(screen == nil)
    }
}
