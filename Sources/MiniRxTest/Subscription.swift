/// When a test observable was subscribed to, and when that subscription was disposed.
/// `Subscription(200)` is still subscribed; `Subscription(200, 400)` was disposed at 400.
public struct Subscription: Equatable, Sendable, CustomStringConvertible {
    /// The time of `subscribe`.
    public let subscribe: TestTime
    /// The time of disposal, or `Subscription.never` while it is still subscribed.
    public let unsubscribe: TestTime

    /// The `unsubscribe` time of a subscription that was never disposed.
    public static let never = TestTime.max

    /// A subscription made at `subscribe`, disposed at `unsubscribe` (or never).
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime = Subscription.never) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    public var description: String {
        unsubscribe == Subscription.never ? "(\(subscribe), never)" : "(\(subscribe), \(unsubscribe))"
    }
}
