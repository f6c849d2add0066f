import MiniRx
import MiniRxTest

/// One operator of the flattening family, with what it does on the timelines of `FlatteningLifetimeTests`.
struct FlatteningCase: Sendable, CustomStringConvertible {
    let description: String
    /// When the result completes on the completion timeline: once the source and every inner still running
    /// are done.
    let completesAt: TestTime
    /// The inner subscriptions on the disposal timeline, by the value that made them.
    let subscriptionsWhenDisposed: [String: [Subscription]]
    let apply: @Sendable (Observable<String>, @escaping (String) -> Observable<String>) -> Observable<String>
}

/// The flattening family: `flatMap`, `merge`, `flatMapLatest`, `flatMapFirst` and `concatMap`.
let flatteningOperators: [FlatteningCase] = [
    FlatteningCase(
        description: "flatMap", completesAt: 310,
        subscriptionsWhenDisposed: ["a": [Subscription(210, 250)], "b": [Subscription(230, 250)]]
    ) { source, selector in source.flatMap(selector) },
    FlatteningCase(
        description: "merge", completesAt: 310,
        subscriptionsWhenDisposed: ["a": [Subscription(210, 250)], "b": [Subscription(230, 250)]]
    ) { source, selector in source.map(selector).merge() },
    // Each value disposes the inner sequence before it: at 260 only c's is running.
    FlatteningCase(
        description: "flatMapLatest", completesAt: 260,
        subscriptionsWhenDisposed: ["a": [Subscription(210, 230)], "b": [Subscription(230, 250)]]
    ) { source, selector in source.flatMapLatest(selector) },
    // c arrives while b's inner sequence runs, and is dropped.
    FlatteningCase(
        description: "flatMapFirst", completesAt: 310,
        subscriptionsWhenDisposed: ["a": [Subscription(210, 250)], "b": []]
    ) { source, selector in source.flatMapFirst(selector) },
    // c's inner sequence waits for b's, from 310 to 330.
    FlatteningCase(
        description: "concatMap", completesAt: 330,
        subscriptionsWhenDisposed: ["a": [Subscription(210, 250)], "b": []]
    ) { source, selector in source.concatMap(selector) },
]
