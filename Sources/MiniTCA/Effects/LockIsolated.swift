import Synchronization

/// A value that effects and the test around them can both read and change: a test value's record of what was asked,
/// say (`let asked = LockIsolated<[Int]>([])`). Test values are `@Sendable` closures that run in effects, so what
/// they record must be safe to share. TCA takes it from swift-concurrency-extras.
nonisolated public final class LockIsolated<Value>: @unchecked Sendable {
    private let lock = Mutex(())
    private var stored: Value

    public init(_ value: Value) {
        stored = value
    }

    /// The value now.
    public var value: Value {
        lock.withLock { _ in stored }
    }

    /// Change the value in place: `asked.withValue { $0.append(page) }`.
    public func withValue<Result>(_ change: (inout Value) -> Result) -> Result {
        lock.withLock { _ in change(&stored) }
    }
}
