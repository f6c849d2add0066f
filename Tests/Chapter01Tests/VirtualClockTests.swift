import HeadlessUI
import Testing

@Suite("HeadlessUI: a virtual clock, moved only by the test")
struct VirtualClockTests {
    @Test("A timer fires when the clock is moved to its deadline, and not a moment before")
    func timerFiresAtItsDeadline() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        clock.scheduledTimer(after: .seconds(5)) { _ in log.record("undo") }

        clock.advance(by: .milliseconds(4_999))
        #expect(log.entries.isEmpty)
        #expect(clock.waitingCount == 1)

        clock.advance(by: .milliseconds(1))
        #expect(log.entries == ["undo@5.0 seconds"])
        #expect(clock.waitingCount == 0)
        #expect(clock.now.offset == .seconds(5))
    }

    @Test("Timers due in one move fire in the order of their deadlines, those due together in the order they were made")
    func timersFireInOrder() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        clock.scheduledTimer(after: .seconds(3)) { _ in log.record("c") }
        clock.scheduledTimer(after: .seconds(1)) { _ in log.record("a") }
        clock.scheduledTimer(after: .seconds(3)) { _ in log.record("d") }
        clock.scheduledTimer(after: .seconds(2)) { _ in log.record("b") }

        clock.advance(by: .seconds(10))

        #expect(log.entries == ["a@1.0 seconds", "b@2.0 seconds", "c@3.0 seconds", "d@3.0 seconds"])
        #expect(clock.now.offset == .seconds(10))
    }

    @Test(
        "Of timers due together, the one put on the clock first fires first: a repeating timer goes back on at each tick"
    )
    func timersDueTogether() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        clock.scheduledTimer(after: .seconds(1), repeatingEvery: .seconds(2)) { _ in log.record("tick") }
        clock.scheduledTimer(after: .seconds(3)) { _ in log.record("once") }

        clock.advance(by: .seconds(5))

        #expect(log.entries == ["tick@1.0 seconds", "once@3.0 seconds", "tick@3.0 seconds", "tick@5.0 seconds"])
    }

    @Test("A repeating timer fires once for every interval that passes, until it is invalidated")
    func repeatingTimer() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        let timer = clock.scheduledTimer(after: .seconds(1), repeatingEvery: .seconds(2)) { _ in
            log.record("tick")
        }

        clock.advance(by: .seconds(6))
        #expect(log.entries == ["tick@1.0 seconds", "tick@3.0 seconds", "tick@5.0 seconds"])
        #expect(timer.isValid)

        timer.invalidate()
        clock.advance(by: .seconds(6))
        #expect(log.entries.count == 3)
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
        let log = ClockLog(clock)
        let cancelled = clock.scheduledTimer(after: .seconds(1)) { _ in log.record("cancelled") }
        let once = clock.scheduledTimer(after: .seconds(2)) { _ in log.record("once") }

        cancelled.invalidate()
        #expect(clock.waitingCount == 1)
        clock.advance(by: .seconds(5))

        #expect(log.entries == ["once@2.0 seconds"])
        #expect(!cancelled.isValid)
        #expect(!once.isValid)
        #expect(clock.waitingCount == 0)
    }

    @Test("A timer made while the clock moves fires within the same move when it falls due before its end")
    func timerMadeWhileMoving() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        clock.scheduledTimer(after: .seconds(1)) { _ in
            log.record("first")
            clock.scheduledTimer(after: .seconds(2)) { _ in log.record("second") }
            clock.scheduledTimer(after: .seconds(9)) { _ in log.record("late") }
        }

        clock.advance(by: .seconds(5))

        #expect(log.entries == ["first@1.0 seconds", "second@3.0 seconds"])
        #expect(clock.waitingCount == 1)
    }

    @Test("A timer due at once fires at the next move, even one by no time or less; time never goes back")
    func timerDueAtOnce() {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        clock.advance(by: .seconds(2))
        clock.scheduledTimer(after: .zero) { _ in log.record("now") }
        #expect(log.entries.isEmpty)

        clock.advance(by: .seconds(-1))

        #expect(log.entries == ["now@2.0 seconds"])
        #expect(clock.now.offset == .seconds(2))
    }

    @Test("A sleep wakes when the clock is moved to its deadline, and a deadline already passed does not wait")
    func sleepWakesAtItsDeadline() async {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        sleep(on: clock, until: clock.now.advanced(by: .seconds(3)), log: log)
        #expect(await log.yield { clock.waitingCount == 1 })

        clock.advance(by: .seconds(2))
        #expect(clock.waitingCount == 1)
        clock.advance(by: .seconds(1))
        #expect(clock.waitingCount == 0)
        #expect(await log.yield { !log.entries.isEmpty })
        #expect(log.entries == ["woke@3.0 seconds"])

        sleep(on: clock, until: clock.now.advanced(by: .seconds(-1)), log: log)
        #expect(await log.yield { log.entries.count == 2 })
        #expect(log.entries == ["woke@3.0 seconds", "woke@3.0 seconds"])
        #expect(clock.waitingCount == 0)
    }

    @Test("A sleep cancelled while it waits throws CancellationError at once, and the clock no longer waits for it")
    func cancelledSleep() async {
        let clock = VirtualClock()
        let log = ClockLog(clock)
        let sleeper = sleep(on: clock, until: clock.now.advanced(by: .seconds(3)), log: log)
        #expect(await log.yield { clock.waitingCount == 1 })

        sleeper.cancel()

        #expect(clock.waitingCount == 0)
        #expect(await log.yield { !log.entries.isEmpty })
        #expect(log.entries == ["cancelled@0.0 seconds"])
    }

    @Test("A sleep begun by a task already cancelled throws CancellationError without waiting on the clock")
    func sleepAlreadyCancelled() async {
        let clock = VirtualClock()
        let log = ClockLog(clock)

        sleep(on: clock, until: clock.now.advanced(by: .seconds(3)), log: log, cancelledFirst: true)

        #expect(await log.yield { !log.entries.isEmpty })
        #expect(log.entries == ["cancelled@0.0 seconds"])
        #expect(clock.waitingCount == 0)
    }

    /// Start a task on the main actor that sleeps on `clock` until `deadline` (cancelling itself first if asked), and
    /// logs whether it woke or was cancelled.
    @discardableResult
    private func sleep(
        on clock: VirtualClock, until deadline: VirtualClock.Instant, log: ClockLog, cancelledFirst: Bool = false
    ) -> Task<Void, Never> {
        Task { @MainActor in
            if cancelledFirst {
                withUnsafeCurrentTask { $0?.cancel() }
            }
            do {
                try await clock.sleep(until: deadline)
                log.record("woke")
            } catch {
                log.record(error is CancellationError ? "cancelled" : "failed")
            }
        }
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
    }
    // end-snippet

    @Test(
        "A launched app's robot moves the application's own clock; a robot given a window alone has a clock of its own")
    func robotsClock() throws {
        let launched = try Robot(launching: UndoBarApp())
        #expect(launched.clock === launched.application?.clock)

        let clock = VirtualClock()
        #expect(Robot(window: UIWindow(), clock: clock).clock === clock)
        #expect(Robot(window: UIWindow()).clock !== clock)
    }

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
