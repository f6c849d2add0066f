import Synchronization

/// A clock on which every sleep ends at once, moving the clock's time on by its length: for a test in which when
/// something happens does not matter, only that it does.
nonisolated public final class ImmediateClock: Clock, Sendable {
    private let time = Mutex(TestClock.Instant(offset: .zero))

    public init() {}

    public var now: TestClock.Instant { time.withLock { $0 } }
    public var minimumResolution: Duration { .zero }

    /// Return at once, the clock moved to `deadline`; throws `CancellationError` if the effect was cancelled.
    public func sleep(until deadline: TestClock.Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        time.withLock { $0 = max($0, deadline) }
    }
}
