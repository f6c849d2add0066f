import MiniRx
import MiniRxTest
import Testing

/// When a flattened sequence ends, restated from RxSwift's own tests of `flatMap`, `merge`, `flatMapLatest`
/// (`switchLatest`), `flatMapFirst` and `concatMap`: it completes only when the source and every inner sequence
/// still running have completed; an error from the source or from any inner sequence ends it; disposing of it
/// disposes of every inner sequence.
@Suite("Flattening: when the flattened sequence ends")
struct FlatteningLifetimeTests {
    let scheduler = TestScheduler()

    /// A cold inner sequence per value, made from `events`; the selector a case applies.
    func inners(_ events: [String: [Recorded<Event<String>>]]) -> [String: TestableObservable<String>] {
        events.mapValues { scheduler.createColdObservable($0) }
    }

    @Test(
        "It completes only once the source and every inner sequence still running have completed",
        arguments: flatteningOperators)
    func completion(_ operatorCase: FlatteningCase) {
        // a's inner sequence completes before the source does, b's after it, c's after it but before b's.
        let source = scheduler.createHotObservable([
            .next(210, "a"), .next(230, "b"), .next(240, "c"), .completed(250),
        ])
        let inners = inners([
            "a": [.next(5, "a1"), .completed(10)],
            "b": [.next(5, "b1"), .completed(80)],
            "c": [.next(5, "c1"), .completed(20)],
        ])

        let observer = scheduler.start {
            operatorCase.apply(source.asObservable()) { inners[$0]?.asObservable() ?? .never() }
        }

        #expect(observer.events.filter(\.value.isStopEvent) == [.completed(operatorCase.completesAt)])
        #expect(observer.events.last == .completed(operatorCase.completesAt))
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test(
        "An error from the source ends it at once and disposes the running inner sequence",
        arguments: flatteningOperators)
    func sourceError(_ operatorCase: FlatteningCase) {
        let source = scheduler.createHotObservable([.next(210, "a"), .error(250, TestError("source"))])
        let inner = scheduler.createColdObservable([.next(10, "a1"), .next(60, "a2"), .completed(100)])

        let observer = scheduler.start { operatorCase.apply(source.asObservable()) { _ in inner.asObservable() } }

        #expect(observer.events == [.next(220, "a1"), .error(250, TestError("source"))])
        #expect(inner.subscriptions == [Subscription(210, 250)])
    }

    @Test("An error from an inner sequence ends it at once and disposes the source", arguments: flatteningOperators)
    func innerError(_ operatorCase: FlatteningCase) {
        // a's inner sequence completes; b's, the second, fails while the source still runs.
        let source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(400)])
        let inners = inners([
            "a": [.next(5, "a1"), .completed(10)],
            "b": [.next(5, "b1"), .error(15, TestError("inner"))],
        ])

        let observer = scheduler.start {
            operatorCase.apply(source.asObservable()) { inners[$0]?.asObservable() ?? .never() }
        }

        #expect(observer.events == [.next(215, "a1"), .next(235, "b1"), .error(245, TestError("inner"))])
        #expect(source.subscriptions == [Subscription(200, 245)])
        #expect(inners["b"]?.subscriptions == [Subscription(230, 245)])
    }

    @Test("Disposing of it disposes of the source and every inner sequence it runs", arguments: flatteningOperators)
    func disposal(_ operatorCase: FlatteningCase) {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(500)])
        let inners = inners([
            "a": [.next(10, "a1"), .next(100, "a2"), .completed(200)],
            "b": [.next(10, "b1"), .next(100, "b2"), .completed(200)],
        ])

        let observer = scheduler.start(disposed: 250) {
            operatorCase.apply(source.asObservable()) { inners[$0]?.asObservable() ?? .never() }
        }

        #expect(source.subscriptions == [Subscription(200, 250)])
        #expect(inners.mapValues(\.subscriptions) == operatorCase.subscriptionsWhenDisposed)
        #expect(observer.events.allSatisfy { $0.time < 250 })
    }
}
