import Synchronization

/// The app's time, which moves only when a test moves it: what the main run loop's clock is to a UIKit app.
///
/// A view controller's timer, an Rx scheduler's delay and an effect's `sleep` all wait on it, and nothing happens
/// until the test calls ``advance(by:)``: then every timer and sleep due by the new time goes off, in the order of its
/// deadline, and those with the same deadline in the order they were scheduled. A test says exactly when an undo
/// bar closes or a debounce settles, and no test waits on the wall clock.
///
/// Each ``UIApplication`` has its own, and an app takes it from there when it launches, as a dependency — there is no
/// shared clock for one test to move under another. The robot moves it with ``Robot/advance(by:)``.
///
/// ```swift
/// clock.scheduledTimer(after: .seconds(5)) { [weak self] _ in self?.undoBar.isHidden = true }
/// try robot.advance(by: .seconds(5))  // the bar hides now, and not a moment before
/// ```
///
/// It is also a Swift `Clock`, so async code sleeps on it: a MiniTCA effect's `clock.sleep(for:)` goes on before
/// `advance` returns, since a store runs its effects at once when they are resumed. A plain `Task` on the main actor
/// goes on at the main actor's next turn instead. Its sleeps work as MiniTCA's `TestClock`'s do.
nonisolated public final class VirtualClock: Clock, Sendable {
    /// A moment on the clock: how long after the clock was made.
    public struct Instant: InstantProtocol {
        /// How long after the clock was made.
        public let offset: Duration

        public init(offset: Duration) {
            self.offset = offset
        }

        public func advanced(by duration: Duration) -> Self {
            Self(offset: offset + duration)
        }

        public func duration(to other: Self) -> Duration {
            other.offset - offset
        }

        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.offset < rhs.offset
        }
    }

    /// What waits for a deadline: a timer to fire on the main actor, or a sleep to wake.
    private enum Waiter {
        case timer(Timer)
        case sleep(UnsafeContinuation<Void, any Error>)
    }

    /// One waiter on the list, with the number that names it for cancelling.
    private struct Wakeup {
        let id: Int
        let deadline: Instant
        let waiter: Waiter
    }

    private struct State {
        var now = Instant(offset: .zero)
        /// In the order they were put on: a repeating timer goes back on at the end each time it fires.
        var wakeups: [Wakeup] = []
        var lastNumber = 0

        /// A number no wakeup has had before.
        mutating func nextNumber() -> Int {
            lastNumber += 1
            return lastNumber
        }

        mutating func add(_ waiter: Waiter, id: Int, at deadline: Instant) {
            wakeups.append(Wakeup(id: id, deadline: max(deadline, now), waiter: waiter))
        }

        mutating func remove(_ id: Int) -> Wakeup? {
            guard let index = wakeups.firstIndex(where: { $0.id == id }) else { return nil }
            return wakeups.remove(at: index)
        }

        /// The first wakeup to go off, if it is due by `target`: taken off the list, with the clock moved to its
        /// deadline. It has the earliest deadline, and of those due together it was put on first, since `min(by:)`
        /// keeps the first of equals.
        mutating func takeFirstDue(by target: Instant) -> Wakeup? {
            guard let first = wakeups.indices.min(by: { wakeups[$0].deadline < wakeups[$1].deadline }),
                wakeups[first].deadline <= target
            else { return nil }
            let wakeup = wakeups.remove(at: first)
            now = max(now, wakeup.deadline)
            return wakeup
        }
    }

    private let state = Mutex(State())

    /// A clock at its start, with nothing waiting.
    public init() {}

    public var now: Instant { state.withLock { $0.now } }

    public var minimumResolution: Duration { .zero }

    /// The shortest wait a repeating timer takes between firings, 0.1 ms, as with Foundation's `Timer`: work that
    /// schedules itself again on the clock waits at least this long, so one move cannot go on without end.
    public static let shortestStep: Duration = .microseconds(100)

    /// How many timers and sleeps are waiting for the clock to move.
    public var waitingCount: Int { state.withLock { $0.wakeups.count } }

    /// Run `fire` on the main actor once `delay` has passed on this clock, and then every `interval` after it if one
    /// is given, until the timer is invalidated. As Foundation's `Timer` does, a shorter interval is taken as
    /// ``shortestStep``. The clock keeps the timer until it fires for the last time or is invalidated.
    @MainActor
    @discardableResult
    public func scheduledTimer(
        after delay: Duration, repeatingEvery interval: Duration? = nil,
        _ fire: @escaping @MainActor (Timer) -> Void
    ) -> Timer {
        let id = state.withLock { $0.nextNumber() }
        let timer = Timer(clock: self, id: id, interval: interval.map { max($0, Self.shortestStep) }, fire: fire)
        state.withLock { $0.add(.timer(timer), id: id, at: $0.now.advanced(by: max(delay, .zero))) }
        return timer
    }

    /// Wait until the clock is moved to `deadline`; a deadline already passed returns at once. Cancelled, before it
    /// waits or while it does, it throws `CancellationError` at once, and the clock no longer waits for it.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = state.withLock { $0.nextNumber() }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (wake: UnsafeContinuation<Void, any Error>) in
                // Under the lock the cancellation handler takes too: cancelled before this, the sleep is not added;
                // cancelled after, the handler finds it and takes it off.
                let outcome: Result<Void, any Error>? = state.withLock { state in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guard deadline > state.now else { return .success(()) }
                    state.add(.sleep(wake), id: id, at: deadline)
                    return nil
                }
                if let outcome {
                    wake.resume(with: outcome)
                }
            }
        } onCancel: {
            let cancelled = state.withLock { $0.remove(id) }
            if case .sleep(let wake) = cancelled?.waiter {
                wake.resume(throwing: CancellationError())
            }
        }
    }

    /// Move the clock forward by `duration`. Every timer and sleep due by then goes off in the order of its deadline,
    /// with the clock reading that deadline while it does; a timer scheduled meanwhile goes off too if it falls due
    /// within the move. Time never goes back: a negative duration moves nothing.
    @MainActor
    public func advance(by duration: Duration) {
        let target = now.advanced(by: max(duration, .zero))
        while let wakeup = state.withLock({ $0.takeFirstDue(by: target) }) {
            switch wakeup.waiter {
            case .timer(let timer):
                if let interval = timer.interval {
                    let next = wakeup.deadline.advanced(by: interval)
                    state.withLock { $0.add(.timer(timer), id: timer.id, at: next) }
                }
                timer.fire()
            case .sleep(let wake):
                wake.resume()
            }
        }
        state.withLock { $0.now = max($0.now, target) }
    }

    /// Stop the timer numbered `id` from going off again.
    func cancelTimer(_ id: Int) {
        _ = state.withLock { $0.remove(id) }
    }
}
