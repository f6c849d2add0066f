import MiniRx
import MiniRxTest

/// One operator applied to an `Int` source, for the tests that every operator must pass.
struct OperatorCase: Sendable, CustomStringConvertible {
    let description: String
    /// The values the operator sends when the source sends `1` and nothing else.
    let expected: [Int]
    /// The values it sends when the source sends `1` and the subscriber, receiving it, sends `2` back into the source.
    let expectedWithFeedback: [Int]
    /// The message of the error it passes on when the source fails with `TestError("boom")`.
    let errorMessage: String
    /// Whether it completes when the source does (`false` when it also waits for another source).
    let completesWithTheSource: Bool
    /// How many ticks after the source it completes (`delay` sends the completion late too).
    let completesAfter: Int
    let apply: @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>

    init(
        _ name: String, expecting expected: [Int] = [1], withFeedback: [Int]? = nil, errorMessage: String = "boom",
        completesWithTheSource: Bool = true, completesAfter: Int = 0,
        _ apply: @escaping @Sendable (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        description = name
        self.expected = expected
        self.expectedWithFeedback = withFeedback ?? expected + [2]
        self.errorMessage = errorMessage
        self.completesWithTheSource = completesWithTheSource
        self.completesAfter = completesAfter
        self.apply = apply
    }
}

/// The single-source operators, each applied so that a value sent at 210 eventually comes through
/// (as itself, unless the case says what it becomes).
let singleSourceOperators: [OperatorCase] = [
    OperatorCase("map", expecting: [10], withFeedback: [10, 20]) { source, _ in source.map { $0 * 10 } },
    OperatorCase("compactMap") { source, _ in source.compactMap { $0 } },
    OperatorCase("filter") { source, _ in source.filter { _ in true } },
    OperatorCase("scan", withFeedback: [1, 3]) { source, _ in source.scan(0, accumulator: +) },
    OperatorCase("startWith", expecting: [0, 1]) { source, _ in source.startWith(0) },
    OperatorCase("distinctUntilChanged") { source, _ in source.distinctUntilChanged() },
    OperatorCase("take") { source, _ in source.take(5) },
    OperatorCase("take(while:)") { source, _ in source.take(while: { _ in true }) },
    OperatorCase("take(until:)") { source, _ in source.take(until: Observable<Void>.never()) },
    OperatorCase("skip") { source, _ in source.skip(0) },
    OperatorCase("do") { source, _ in source.do(onNext: { _ in }) },
    OperatorCase("flatMap") { source, _ in source.flatMap { Observable.just($0) } },
    OperatorCase("flatMapLatest") { source, _ in source.flatMapLatest { Observable.just($0) } },
    // `2` arrives while the inner sequence of `1` is still sending: flatMapFirst drops it, as RxSwift's does.
    OperatorCase("flatMapFirst", withFeedback: [1]) { source, _ in source.flatMapFirst { Observable.just($0) } },
    OperatorCase("concatMap") { source, _ in source.concatMap { Observable.just($0) } },
    OperatorCase("withLatestFrom") { source, _ in source.withLatestFrom(Observable.just(0)) { first, _ in first } },
    // The other source never completes, so neither does the merge.
    OperatorCase("merge", completesWithTheSource: false) { source, _ in Observable.merge(source, .never()) },
    OperatorCase("combineLatest") { source, _ in Observable.combineLatest([source, .just(0)]).map { $0[0] } },
    OperatorCase("zip") { source, _ in Observable.zip(source, Observable.from(0..<100)) { first, _ in first } },
    OperatorCase("share") { source, _ in source.share(replay: 1) },
    OperatorCase("catch", errorMessage: "rethrown") { source, _ in
        source.catch { _ in Observable.error(TestError("rethrown")) }
    },
    OperatorCase("retry") { source, _ in source.retry(1) },
    OperatorCase("debounce") { source, scheduler in source.debounce(.seconds(5), scheduler: scheduler) },
    OperatorCase("throttle") { source, scheduler in source.throttle(.seconds(5), scheduler: scheduler) },
    OperatorCase("delay", completesAfter: 5) { source, scheduler in source.delay(.seconds(5), scheduler: scheduler) },
    OperatorCase("observe(on:)") { source, scheduler in source.observe(on: scheduler) },
    OperatorCase("subscribe(on:)") { source, scheduler in source.subscribe(on: scheduler) },
    OperatorCase("using") { source, _ in
        Observable.using({ AnonymousDisposable {} }, observableFactory: { _ in source })
    },
    OperatorCase("materialize") { source, _ in source.materialize().dematerialize() },
]
