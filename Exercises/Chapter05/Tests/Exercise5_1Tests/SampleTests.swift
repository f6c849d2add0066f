import MiniRx
import MiniRxTest
import Testing

@testable import Exercise5_1

@Suite("Exercise 5.1 — withLatestFrom samples the latest value")
struct WithLatestTests {
    let scheduler = TestScheduler()
    let file = "Exercise5_1/WithLatest.swift"

    @Test("Each trigger sends the latest value of data")
    func samplesTheLatestValue() {
        let trigger = scheduler.createHotObservable([.next(220, ()), .next(240, ()), .next(250, ())])
        let data = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let observer = scheduler.start { trigger.withLatest(from: data) }
        #expect(
            observer.events == [.next(220, "a"), .next(240, "b"), .next(250, "b")],
            "On each trigger value, send the value data sent most recently — in \(file)")
    }

    @Test("A trigger before data has a value is dropped")
    func dropsEarlyTriggers() {
        let trigger = scheduler.createHotObservable([.next(205, ()), .next(220, ())])
        let data = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { trigger.withLatest(from: data) }
        #expect(
            observer.events == [.next(220, 1)],
            "Until data has sent a value, there is nothing to sample: send nothing — in \(file)")
    }

    @Test("The result completes with the trigger; data completing changes nothing")
    func completesWithTheTrigger() {
        let trigger = scheduler.createHotObservable([.next(230, ()), .completed(300)])
        let data = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { trigger.withLatest(from: data) }
        #expect(
            observer.events == [.next(230, 1), .completed(300)],
            "Keep data's last value after data completes, and complete when the trigger does — in \(file)")
    }

    @Test("An error from data ends the result")
    func failsWithData() {
        let trigger = scheduler.createHotObservable([.next(230, ())])
        let data = scheduler.createHotObservable([Recorded.error(220, TestError("data failed"), Int.self)])
        let observer = scheduler.start { trigger.withLatest(from: data) }
        #expect(
            observer.events == [.error(220, TestError("data failed"))],
            "Forward data's error to the observer — in \(file)")
        #expect(
            trigger.subscriptions == [Subscription(200, 220)],
            "After an error, nothing is subscribed any more: return both subscriptions from create — in \(file)")
    }

    @Test("Disposing the result disposes both subscriptions")
    func disposesBoth() {
        let trigger = scheduler.createHotObservable([.next(230, ())])
        let data = scheduler.createHotObservable([.next(210, 1)])
        _ = scheduler.start(disposed: 400) { trigger.withLatest(from: data) }
        #expect(
            trigger.subscriptions == [Subscription(200, 400)] && data.subscriptions == [Subscription(200, 400)],
            "Subscribe to both, once, and return Disposables.create(dataSubscription, triggerSubscription) — in \(file)"
        )
    }
}
