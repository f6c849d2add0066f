import Synchronization

/// The clock a test gets when it does not provide one: any sleep on it is reported as a mistake of the test (it
/// should have said which clock the feature waits on), and then ends at once.
nonisolated public final class UnimplementedClock: Clock, Sendable {
    private let clock = ImmediateClock()

    public init() {}

    public var now: TestClock.Instant { clock.now }
    public var minimumResolution: Duration { .zero }

    public func sleep(until deadline: TestClock.Instant, tolerance: Duration? = nil) async throws {
        reportIssue("An effect slept on the continuous clock, with no test clock provided.")
        try await clock.sleep(until: deadline, tolerance: tolerance)
    }
}

nonisolated extension DependencyValues {
    /// The clock effects wait on: `try await clock.sleep(for: .milliseconds(300))`. The app provides
    /// `ContinuousClock()`; a test a ``TestClock`` or an ``ImmediateClock``.
    public var continuousClock: any Clock<Duration> {
        get { self[ContinuousClockKey.self] }
        set { self[ContinuousClockKey.self] = newValue }
    }

    private enum ContinuousClockKey: TestDependencyKey {
        static let testValue: any Clock<Duration> = UnimplementedClock()
    }
}
