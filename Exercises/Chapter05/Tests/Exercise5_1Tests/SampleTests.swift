import MiniRx
import MiniRxTest
import Testing

@testable import Exercise5_1

@Suite("Exercise 5.1 — sample sends what is new, when the trigger fires")
struct SampleTests {
    let scheduler = TestScheduler()
    let file = "Exercise5_1/Sample.swift"

    @Test("Each trigger sends the latest value since the last sample")
    func samplesTheLatestValue() {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(215, "a2"), .next(230, "b")])
        let trigger = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.next(220, "a2"), .next(240, "b")],
            "On each trigger value, send the value the source sent most recently — in \(file)")
    }

    @Test("A trigger with nothing new since the last sample sends nothing: a value is sampled once")
    func samplesOnce() {
        let source = scheduler.createHotObservable([.next(210, "a"), .next(230, "b")])
        let trigger = scheduler.createHotObservable([.next(220, ()), .next(225, ()), .next(240, ()), .next(250, ())])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.next(220, "a"), .next(240, "b")],
            "A value is sampled once: a trigger with nothing new since the last sample sends nothing, yet this sent \(observer.events.count) values — forget the value once it is sent, in \(file)"
        )
    }

    @Test("A trigger before the source has a value is dropped")
    func dropsEarlyTriggers() {
        let source = scheduler.createHotObservable([.next(210, 1)])
        let trigger = scheduler.createHotObservable([.next(205, ()), .next(220, ())])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.next(220, 1)],
            "Until the source has sent a value, there is nothing to sample: send nothing — in \(file)")
    }

    @Test("The result completes with the trigger; the source completing changes nothing")
    func completesWithTheTrigger() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let trigger = scheduler.createHotObservable([.next(230, ()), .next(240, ()), .completed(300)])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.next(230, 1), .completed(300)],
            "Keep the source's last value after it completes, sample it once, and complete when the trigger does — in \(file)"
        )
    }

    @Test("An error from the source ends the result")
    func failsWithTheSource() {
        let source = scheduler.createHotObservable([Recorded.error(220, TestError("source failed"), Int.self)])
        let trigger = scheduler.createHotObservable([.next(230, ())])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.error(220, TestError("source failed"))],
            "Forward the source's error to the observer — in \(file)")
        #expect(
            trigger.subscriptions == [Subscription(200, 220)],
            "After an error, nothing is subscribed any more: return both subscriptions from create — in \(file)")
    }

    @Test("An error from the trigger ends the result, and the source is let go")
    func failsWithTheTrigger() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let trigger = scheduler.createHotObservable([
            .next(220, ()), Recorded.error(230, TestError("trigger failed"), Void.self),
        ])
        let observer = scheduler.start { source.sample(trigger) }
        #expect(
            observer.events == [.next(220, 1), .error(230, TestError("trigger failed"))],
            "Forward the trigger's error to the observer too — in \(file)")
        #expect(
            source.subscriptions == [Subscription(200, 230)],
            "After the trigger's error, nothing is subscribed any more — in \(file)")
    }

    @Test("Disposing the result disposes both subscriptions")
    func disposesBoth() {
        let source = scheduler.createHotObservable([.next(210, 1)])
        let trigger = scheduler.createHotObservable([.next(230, ())])
        _ = scheduler.start(disposed: 400) { source.sample(trigger) }
        #expect(
            trigger.subscriptions == [Subscription(200, 400)] && source.subscriptions == [Subscription(200, 400)],
            "Subscribe to both, once, and return both subscriptions from create — in \(file)"
        )
    }
}
