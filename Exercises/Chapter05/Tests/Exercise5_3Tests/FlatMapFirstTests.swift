import MiniRx
import MiniRxTest
import Testing

@testable import Exercise5_3

@Suite("Exercise 5.3 — flatMapLatest disposes the earlier inner stream")
struct SwitchMapTests {
    let scheduler = TestScheduler()
    let file = "Exercise5_3/SwitchMap.swift"
    let source: TestableObservable<String>
    let inners: [String: TestableObservable<Int>]

    init() {
        source = scheduler.createHotObservable([.next(210, "a"), .next(240, "b"), .completed(300)])
        inners = [
            "a": scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)]),
            "b": scheduler.createColdObservable([.next(10, 3), .next(20, 4), .completed(70)]),
        ]
    }

    func inner(_ key: String) -> Observable<Int> {
        inners[key]?.asObservable() ?? .empty()
    }

    @Test("A new value disposes the earlier inner subscription at once")
    func disposesTheEarlierInner() {
        _ = scheduler.start { source.switchMap(inner) }
        #expect(
            inners["a"]?.subscriptions == [Subscription(210, 240)],
            "When b arrives at 240, dispose the subscription to inner(a) — keep it in a SerialDisposable — in \(file)")
        #expect(
            inners["b"]?.subscriptions == [Subscription(240, 310)],
            "Subscribe to the new inner sequence when its value arrives — in \(file)")
    }

    @Test("The earlier inner subscription is disposed before the next one starts")
    func disposesBeforeSubscribing() {
        var log: [String] = []
        let logged: (String) -> Observable<Int> = { key in
            Observable.create { _ in
                log.append("subscribe \(key)")
                return Disposables.create { log.append("dispose \(key)") }
            }
        }
        _ = scheduler.start { source.switchMap(logged) }
        #expect(
            log == ["subscribe a", "dispose a", "subscribe b", "dispose b"],
            "Dispose the earlier inner subscription first (current.disposable = nil), then subscribe to the new one — in \(file)"
        )
    }

    @Test("Only the latest inner sequence's values come through")
    func followsTheLatest() {
        let observer = scheduler.start { source.switchMap(inner) }
        #expect(
            observer.events == [.next(220, 1), .next(250, 3), .next(260, 4), .completed(310)],
            "inner(a)'s 2 at 250 must not arrive; complete when the source and the latest inner have — in \(file)")
    }

    @Test("An inner error ends the result and disposes the source")
    func innerError() {
        let failing = scheduler.createColdObservable([Recorded.error(5, TestError("inner failed"), Int.self)])
        let observer = scheduler.start { source.switchMap { _ in failing } }
        #expect(
            observer.events == [.error(215, TestError("inner failed"))],
            "Forward the inner sequence's error — in \(file)")
        #expect(
            source.subscriptions == [Subscription(200, 215)],
            "After an error nothing stays subscribed — in \(file)")
    }

    @Test("Disposing the result disposes the source and the current inner subscription")
    func disposal() {
        _ = scheduler.start(disposed: 245) { source.switchMap(inner) }
        #expect(
            source.subscriptions == [Subscription(200, 245)] && inners["b"]?.subscriptions == [Subscription(240, 245)],
            "Return a disposable that disposes both the source subscription and the current inner one — in \(file)")
    }
}
