extension VirtualClock {
    /// A timer on the virtual clock, as Foundation's `Timer` is on a run loop: made by
    /// ``VirtualClock/scheduledTimer(after:repeatingEvery:_:)``, stopped by ``invalidate()``.
    ///
    /// It belongs to the main actor, as the screens that schedule it do, which also lets the clock keep it on its
    /// list across threads. The clock holds the timer until it has fired for the last time or is invalidated, and the
    /// timer holds its `fire` closure: capture the screen weakly in it, as with a UIKit timer, so that a screen left
    /// behind is freed.
    @MainActor
    public final class Timer {
        /// The clock the timer waits on; weak, so that a timer kept by a screen does not keep its app's clock.
        private weak var clock: VirtualClock?
        /// The number its clock knows it by, to take it off its list.
        let id: Int
        /// How often a repeating timer fires; `nil` for a timer that fires once.
        let interval: Duration?
        private let action: @MainActor (Timer) -> Void

        /// Whether the timer will still fire: false once a one-off timer has fired or any timer is invalidated.
        public private(set) var isValid = true

        init(clock: VirtualClock, id: Int, interval: Duration?, fire: @escaping @MainActor (Timer) -> Void) {
            self.clock = clock
            self.id = id
            self.interval = interval
            self.action = fire
        }

        /// Stop the timer: it never fires again, and its clock lets go of it.
        public func invalidate() {
            guard isValid else { return }
            isValid = false
            clock?.cancelTimer(id)
        }

        /// Go off: a one-off timer is no longer valid once it has.
        func fire() {
            guard isValid else { return }
            if interval == nil {
                isValid = false
            }
            action(self)
        }
    }
}
