import MiniRx
import MiniRxTest
import Testing

@testable import Exercise5_2

@Suite("Exercise 5.2 — shareReplaying connects once, replays to latecomers, and keeps what has ended")
struct ShareReplayingTests {
    let scheduler = TestScheduler()
    let file = "Exercise5_2/ShareReplaying.swift"

    @Test("Two subscribers share one subscription to the source")
    func oneSubscription() {
        let request = scheduler.createColdObservable([.next(10, "response")])
        let shared = request.shareReplaying(1)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(205) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.start()
        #expect(
            request.subscriptions == [Subscription(200)],
            "Only the first subscriber may subscribe to the source; the second joins it — in \(file)")
    }

    @Test("A latecomer receives the last values at once, then the live ones")
    func replaysToLatecomers() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .next(40, 4)])
        let shared = source.shareReplaying(2)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(235) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(
            late.events == [.next(235, 2), .next(235, 3), .next(240, 4)],
            "Send a newcomer the last `replay` values first — a ReplaySubject remembers them — in \(file)")
    }

    @Test("The last subscriber leaving disconnects from the source")
    func disconnectsAtZero() {
        let source = scheduler.createColdObservable([.next(10, 1)])
        let shared = source.shareReplaying(1)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(210) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(250) { subscriptions[0].dispose() }
        scheduler.scheduleAt(300) { subscriptions[1].dispose() }
        scheduler.start()
        #expect(
            source.subscriptions == [Subscription(200, 300)],
            "Count subscribers; dispose the source subscription when the count drops to zero, not before — in \(file)"
        )
    }

    @Test("After a disconnection, the next subscriber connects afresh, without stale values")
    func reconnectsAfresh() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = source.shareReplaying(1)
        let again = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let first = shared.subscribe(onNext: { _ in })
            scheduler.scheduleAt(250) { first.dispose() }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(again) }
        scheduler.start()
        #expect(
            source.subscriptions == [Subscription(200, 250), Subscription(300)],
            "A subscriber after a disconnection starts a new connection to the source — in \(file)")
        #expect(
            again.events == [.next(310, 1), .next(320, 2)],
            "Forget the replayed values when disconnecting: a new connection starts empty — in \(file)")
    }

    @Test(
        "A source that has ended is not subscribed again, even after everyone left: a latecomer gets its last values and its end",
        arguments: [false, true])
    func keepsWhatHasEnded(endsWithError: Bool) {
        let end: Recorded<Event<Int>> =
            endsWithError ? .error(30, TestError("request failed")) : .completed(30)
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), end])
        let shared = source.shareReplaying(1)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            let first = shared.subscribe(onNext: { _ in })
            scheduler.scheduleAt(250) { first.dispose() }
        }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        let ending = endsWithError ? "its error" : "its completion"
        #expect(
            source.subscriptions.count == 1,
            "The source ended at 230 with \(ending), yet it was subscribed \(source.subscriptions.count) times: a finished source is never subscribed again, even when its last subscriber has left — keep its replay and its end, in \(file)"
        )
        let lateEnd: Recorded<Event<Int>> =
            endsWithError ? .error(300, TestError("request failed")) : .completed(300)
        #expect(
            late.events == [.next(300, 2), lateEnd],
            "A latecomer after the end receives the last values and the end (\(ending)) at once — in \(file)")
    }
}
