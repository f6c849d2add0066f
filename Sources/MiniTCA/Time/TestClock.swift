import Synchronization

/// A clock whose time moves only when a test moves it: an effect's `sleep` waits until the test calls
/// ``advance(by:)`` past its deadline (or ``run()``), and then the effect goes on before `advance` returns. With it
/// a test states exactly when a debounce fires, a timer ticks or a slow answer arrives — with no sleeps and no wall
/// clock. swift-clocks gives TCA the same clock.
///
/// ```swift
/// let clock = TestClock()
/// let store = TestStore(initialState: Search.State()) { Search() } withDependencies: {
///     $0.continuousClock = clock
/// }
/// await store.send(.queryChanged("ke")) { $0.query = "ke" }
/// await clock.advance(by: .milliseconds(300))
/// await store.receive(Search.Action.searchResponseCase) { … }
/// ```
nonisolated public final class TestClock: Clock, Sendable {
    /// A moment of a test clock: how long after its start.
    public struct Instant: InstantProtocol {
        let offset: Duration

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

    /// A sleep waiting for its deadline.
    private struct Sleeper {
        let id: Int
        let deadline: Instant
        let wake: UnsafeContinuation<Void, any Error>
    }

    private struct Time {
        var now = Instant(offset: .zero)
        var sleepers: [Sleeper] = []
        var nextID = 0
    }

    private let time = Mutex(Time())

    public init() {}

    public var now: Instant { time.withLock { $0.now } }
    public var minimumResolution: Duration { .zero }

    /// Wait until the test moves the clock to `deadline`; a deadline already passed returns at once. Cancelled, before
    /// it waits or while it does, it throws `CancellationError` at once. (HeadlessUI's `VirtualClock` sleeps the
    /// same way.)
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let id = time.withLock { time in
            time.nextID += 1
            return time.nextID
        }
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (wake: UnsafeContinuation<Void, any Error>) in
                // Under the lock the cancellation handler takes too: cancelled before this, the sleep is not added;
                // cancelled after, the handler finds it and takes it off.
                let outcome: Result<Void, any Error>? = time.withLock { time in
                    if Task.isCancelled { return .failure(CancellationError()) }
                    guard deadline > time.now else { return .success(()) }
                    time.sleepers.append(Sleeper(id: id, deadline: deadline, wake: wake))
                    return nil
                }
                if let outcome {
                    wake.resume(with: outcome)
                }
            }
        } onCancel: {
            let cancelled = time.withLock { time in
                let sleeper = time.sleepers.first { $0.id == id }
                time.sleepers.removeAll { $0.id == id }
                return sleeper
            }
            cancelled?.wake.resume(throwing: CancellationError())
        }
    }

    /// Move the clock forward by `duration`, waking, in order of their deadlines, every sleep that is due by then;
    /// each woken effect runs until it next waits before the next one wakes.
    @MainActor
    public func advance(by duration: Duration = .zero) async {
        let target = now.advanced(by: duration)
        while let sleeper = time.withLock({ time -> Sleeper? in
            guard let next = time.sleepers.filter({ $0.deadline <= target }).min(by: { $0.deadline < $1.deadline })
            else { return nil }
            time.sleepers.removeAll { $0.id == next.id }
            time.now = max(time.now, next.deadline)
            return next
        }) {
            sleeper.wake.resume()
        }
        time.withLock { $0.now = max($0.now, target) }
    }

    /// Move the clock forward until no sleep is waiting: every timer and delay runs to its end.
    @MainActor
    public func run() async {
        while let last = time.withLock({ $0.sleepers.map(\.deadline).max() }) {
            await advance(by: now.duration(to: last))
        }
    }

    /// How many sleeps are waiting for the clock to move.
    public var sleepsWaiting: Int { time.withLock { $0.sleepers.count } }
}
