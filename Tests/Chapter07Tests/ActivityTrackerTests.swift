import MiniRx
import MiniRxTest
import Testing

@testable import CLE

@Suite("ActivityTracker: counting the work in flight")
struct ActivityTrackerTests {
    let scheduler = TestScheduler()

    @Test("Two overlapping requests keep the tracker active until the last one ends")
    func overlapping() {
        let tracker = ActivityTracker()
        let first = scheduler.createColdObservable([.next(20, "A"), .completed(30, String.self)])
        let second = scheduler.createColdObservable([.next(30, "B"), .completed(40, String.self)])
        let isActive = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(100) { _ = tracker.isActive.subscribe(isActive) }
        scheduler.scheduleAt(200) { _ = first.trackActivity(tracker).subscribe() }
        scheduler.scheduleAt(210) { _ = second.trackActivity(tracker).subscribe() }

        scheduler.start()

        #expect(isActive.events == [.next(100, false), .next(200, true), .next(250, false)])
    }

    @Test("Two requests one after the other make the tracker active twice")
    func oneAfterTheOther() {
        let tracker = ActivityTracker()
        let request = scheduler.createColdObservable([.next(10, "A"), .completed(20, String.self)])
        let isActive = scheduler.createObserver(Bool.self)
        scheduler.scheduleAt(100) { _ = tracker.isActive.subscribe(isActive) }
        scheduler.scheduleAt(200) { _ = request.trackActivity(tracker).subscribe() }
        scheduler.scheduleAt(300) { _ = request.trackActivity(tracker).subscribe() }

        scheduler.start()

        #expect(
            isActive.events == [
                .next(100, false), .next(200, true), .next(220, false), .next(300, true), .next(320, false),
            ])
    }

    @Test("A request that fails, or is disposed, ends its activity as completion does")
    func failureAndDisposal() {
        let tracker = ActivityTracker()
        let failing = scheduler.createColdObservable([.error(10, TestError("down"), String.self)])
        let endless = scheduler.createColdObservable([.next(10, "A")])
        let isActive = scheduler.createObserver(Bool.self)
        var subscription: (any Disposable)?
        scheduler.scheduleAt(100) { _ = tracker.isActive.subscribe(isActive) }
        scheduler.scheduleAt(200) { _ = failing.trackActivity(tracker).subscribe() }
        scheduler.scheduleAt(300) { subscription = endless.trackActivity(tracker).subscribe() }
        scheduler.scheduleAt(350) { subscription?.dispose() }

        scheduler.start()

        #expect(
            isActive.events == [
                .next(100, false), .next(200, true), .next(210, false), .next(300, true), .next(350, false),
            ])
    }

    @Test("A tracked sequence passes its events through unchanged")
    func passesEventsThrough() {
        let tracker = ActivityTracker()
        let request = scheduler.createColdObservable([.next(10, "A"), .completed(20, String.self)])
        let observer = scheduler.start { request.trackActivity(tracker) }
        #expect(observer.events == [.next(210, "A"), .completed(220)])
    }
}
