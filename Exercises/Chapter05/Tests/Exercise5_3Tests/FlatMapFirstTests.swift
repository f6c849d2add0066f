import MiniRx
import MiniRxTest
import Testing

@testable import Exercise5_3

@Suite("Exercise 5.3 — flatMapFirst drops what arrives while it is busy")
struct FlatMapFirstTests {
    let scheduler = TestScheduler()
    let file = "Exercise5_3/FlatMapFirst.swift"
    let source: TestableObservable<String>
    let inners: [String: TestableObservable<Int>]

    init() {
        source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .next(270, "c"), .completed(300)])
        inners = [
            "a": scheduler.createColdObservable([.next(10, 1), .next(40, 2), .completed(50)]),
            "b": scheduler.createColdObservable([.next(10, 9), .completed(20)]),
            "c": scheduler.createColdObservable([.next(10, 3), .completed(40)]),
        ]
    }

    func inner(_ key: String) -> Observable<Int> {
        inners[key]?.asObservable() ?? .empty()
    }

    @Test("A value that arrives while an inner sequence runs is dropped, and the running one goes on")
    func dropsWhileBusy() {
        _ = scheduler.start { source.flatMapFirst(inner) }
        #expect(
            inners["b"]?.subscriptions == [],
            "b arrived at 230 while inner(a) was running, yet inner(b) was subscribed to: drop a value while an inner sequence runs — in \(file)"
        )
        #expect(
            inners["a"]?.subscriptions == [Subscription(210, 260)],
            "inner(a) must run to its end at 260, undisturbed by b — in \(file)")
    }

    @Test("Once the inner sequence has completed, the next value starts a new one")
    func nextAfterCompletion() {
        _ = scheduler.start { source.flatMapFirst(inner) }
        #expect(
            inners["c"]?.subscriptions == [Subscription(270, 310)],
            "inner(a) completed at 260, so c at 270 starts inner(c): clear your busy flag when the inner sequence completes — in \(file)"
        )
    }

    @Test("The running inner sequence's values come through; the result completes when both have")
    func values() {
        let observer = scheduler.start { source.flatMapFirst(inner) }
        #expect(
            observer.events == [.next(220, 1), .next(250, 2), .next(280, 3), .completed(310)],
            "Forward the running inner sequence's values, and complete when the source and it have completed — in \(file)"
        )
    }

    @Test("An inner error ends the result and disposes the source")
    func innerError() {
        let failing = scheduler.createColdObservable([Recorded.error(5, TestError("inner failed"), Int.self)])
        let observer = scheduler.start { source.flatMapFirst { _ in failing } }
        #expect(
            observer.events == [.error(215, TestError("inner failed"))],
            "Forward the inner sequence's error — in \(file)")
        #expect(
            source.subscriptions == [Subscription(200, 215)],
            "After an error nothing stays subscribed — in \(file)")
    }

    @Test("A source error ends the result and disposes the running inner sequence")
    func sourceError() {
        let failingSource = scheduler.createHotObservable([
            .next(210, "a"), Recorded.error(240, TestError("source failed"), String.self),
        ])
        let observer = scheduler.start { failingSource.flatMapFirst(inner) }
        #expect(
            observer.events == [.next(220, 1), .error(240, TestError("source failed"))],
            "Forward the source's error, even while an inner sequence runs — in \(file)")
        #expect(
            inners["a"]?.subscriptions == [Subscription(210, 240)],
            "After the source's error, the running inner sequence is disposed — in \(file)")
    }

    @Test("A source that completes while nothing runs completes the result at once")
    func completesWhenIdle() {
        let quiet = scheduler.createHotObservable([.next(210, "b"), .completed(250)])
        let observer = scheduler.start { quiet.flatMapFirst(inner) }
        #expect(
            observer.events == [.next(220, 9), .completed(250)],
            "inner(b) ended at 230 and the source completed at 250 with nothing running: complete then — in \(file)")
    }

    @Test("An inner sequence that ends as soon as it starts leaves the way open for the next value")
    func innerThatEndsAtOnce() {
        let observer = scheduler.start { source.flatMapFirst { value in Observable.just(value) } }
        #expect(
            observer.events == [.next(210, "a"), .next(230, "b"), .next(270, "c"), .completed(300)],
            "Each inner sequence ended at once, so no value arrived while one ran, yet the result was \(observer.events): mark the inner sequence running before you subscribe to it, so its end can clear the mark — in \(file)"
        )
    }

    @Test("Disposing the result disposes the source and the running inner subscription")
    func disposal() {
        _ = scheduler.start(disposed: 245) { source.flatMapFirst(inner) }
        #expect(
            source.subscriptions == [Subscription(200, 245)] && inners["a"]?.subscriptions == [Subscription(210, 245)],
            "Return a disposable that disposes both the source subscription and the running inner one — in \(file)")
    }
}
