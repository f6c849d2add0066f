import MiniRx
import MiniRxTest
import Testing

/// The four ways to flatten: one outer sequence whose values each start an inner sequence.
/// Outer values `a` at 210 and `b` at 240; each inner is cold: `1` after 10 ticks, `2` after 40, done at 50.
@Suite("Flattening strategies: merge, latest, first, concat")
struct FlatteningTests {
    let scheduler = TestScheduler()
    let outer: TestableObservable<String>
    let inners: [String: TestableObservable<String>]

    init() {
        outer = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
        inners = [
            "a": scheduler.createColdObservable([.next(10, "a1"), .next(40, "a2"), .completed(50)]),
            "b": scheduler.createColdObservable([.next(10, "b1"), .next(40, "b2"), .completed(50)]),
        ]
    }

    func inner(_ key: String) -> Observable<String> {
        inners[key]?.asObservable() ?? .empty()
    }

    @Test("flatMap runs every inner sequence side by side, interleaving their values")
    func flatMap() {
        let observer = scheduler.start { outer.flatMap(inner) }
        #expect(
            observer.events == [
                .next(220, "a1"), .next(250, "a2"), .next(250, "b1"), .next(280, "b2"), .completed(300),
            ])
        #expect(inners["a"]?.subscriptions == [Subscription(210, 260)])
        #expect(inners["b"]?.subscriptions == [Subscription(240, 290)])
    }

    // snippet: minirx-test-flatmaplatest
    @Test("flatMapLatest disposes the earlier inner sequence when a new value arrives")
    func flatMapLatest() {
        let observer = scheduler.start { outer.flatMapLatest(inner) }
        #expect(observer.events == [.next(220, "a1"), .next(250, "b1"), .next(280, "b2"), .completed(300)])
        #expect(inners["a"]?.subscriptions == [Subscription(210, 240)])
        #expect(inners["b"]?.subscriptions == [Subscription(240, 290)])
    }
    // end-snippet

    @Test("flatMapLatest disposes an inner sequence that is replaced while it is still being subscribed")
    func flatMapLatestReplacedWhileSubscribing() {
        // The relay sends "a" as it is subscribed to; inner(a) sends "a0" at once, and the subscriber
        // answers with "b" before inner(a) has finished subscribing. From then on only inner(b) counts.
        let query = BehaviorRelay(value: "a")
        let observer = scheduler.start {
            query.flatMapLatest { key in inner(key).startWith(key + "0") }
                .do(afterNext: { value in
                    if value == "a0" { query.accept("b") }
                })
        }
        #expect(observer.events == [.next(200, "a0"), .next(200, "b0"), .next(210, "b1"), .next(240, "b2")])
        #expect(inners["a"]?.subscriptions == [Subscription(200, 200)])
        #expect(inners["b"]?.subscriptions == [Subscription(200, 250)])
    }

    @Test("flatMapLatest drops what a replaced inner sequence still sends while it is being subscribed")
    func flatMapLatestDropsTheReplacedInnersLateValues() {
        // inner(a) sends "a0" and "a00" as it is subscribed to. The subscriber answers "a0" with "b", so by the
        // time "a00" comes, inner(a) is no longer the latest: RxSwift's switch drops it, and so does MiniRx.
        let query = BehaviorRelay(value: "a")
        let observer = scheduler.start {
            query.flatMapLatest { key in inner(key).startWith(key + "00").startWith(key + "0") }
                .do(afterNext: { value in
                    if value == "a0" { query.accept("b") }
                })
        }
        #expect(
            observer.events == [
                .next(200, "a0"), .next(200, "b0"), .next(200, "b00"), .next(210, "b1"), .next(240, "b2"),
            ])
    }

    @Test("flatMapFirst ignores values that arrive while an inner sequence runs")
    func flatMapFirst() {
        let observer = scheduler.start { outer.flatMapFirst(inner) }
        #expect(observer.events == [.next(220, "a1"), .next(250, "a2"), .completed(300)])
        #expect(inners["a"]?.subscriptions == [Subscription(210, 260)])
        #expect(inners["b"]?.subscriptions == [])
    }

    @Test("concatMap queues values and runs their inner sequences one after another")
    func concatMap() {
        let observer = scheduler.start { outer.concatMap(inner) }
        #expect(
            observer.events == [
                .next(220, "a1"), .next(250, "a2"), .next(270, "b1"), .next(300, "b2"), .completed(310),
            ])
        #expect(inners["b"]?.subscriptions == [Subscription(260, 310)])
    }

    @Test("concatMap calls its selector as each value arrives, even while an earlier inner sequence runs")
    func concatMapSelectsOnArrival() {
        var selectedAt: [TestTime] = []
        let observer = scheduler.start {
            outer.concatMap { key in
                selectedAt.append(scheduler.clock)
                return inner(key)
            }
        }
        #expect(selectedAt == [210, 240])
        #expect(observer.elements == ["a1", "a2", "b1", "b2"])
    }

    @Test("concatMap fails when its selector throws, at once, disposing the running inner sequence")
    func concatMapThrowingSelector() {
        let observer = scheduler.start {
            outer.concatMap { key -> Observable<String> in
                if key == "b" { throw TestError("selector") }
                return inner(key)
            }
        }
        #expect(observer.events == [.next(220, "a1"), .error(240, TestError("selector"))])
        #expect(inners["a"]?.subscriptions == [Subscription(210, 240)])
    }

    @Test("A throwing selector fails the sequence")
    func throwingSelector() {
        let observer = scheduler.start {
            outer.flatMapLatest { _ -> Observable<String> in throw TestError("selector") }
        }
        #expect(observer.events == [.error(210, TestError("selector"))])
    }

    @Test("Disposing a flattened sequence disposes the outer and the running inner sequences")
    func disposal() {
        _ = scheduler.start(disposed: 245) { outer.flatMap(inner) }
        #expect(outer.subscriptions == [Subscription(200, 245)])
        #expect(inners["a"]?.subscriptions == [Subscription(210, 245)])
        #expect(inners["b"]?.subscriptions == [Subscription(240, 245)])
    }

    @Test("merge of an Observable of Observables flattens like flatMap")
    func mergeInstance() {
        let observer = scheduler.start { outer.map(inner).merge() }
        #expect(observer.elements == ["a1", "a2", "b1", "b2"])
    }

    @Test("Synchronous inner sequences are flattened in order, without recursion trouble")
    func synchronousInners() {
        let numbers = Observable.of(1, 2, 3)
        let log = EventLog<Int>()
        _ = numbers.concatMap { Observable.of($0, $0 * 10) }.subscribe(log.observer)
        #expect(log.events == [.next(1), .next(10), .next(2), .next(20), .next(3), .next(30), .completed])
        let latest = EventLog<Int>()
        _ = numbers.flatMapLatest { Observable.just($0) }.subscribe(latest.observer)
        #expect(latest.events == [.next(1), .next(2), .next(3), .completed])
    }
}
