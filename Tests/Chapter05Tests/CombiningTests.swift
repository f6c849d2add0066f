import MiniRx
import MiniRxTest
import Testing

@Suite("Combining operators: withLatestFrom, merge, combineLatest, zip")
struct CombiningTests {
    let scheduler = TestScheduler()

    @Test("withLatestFrom samples the latest value of the other sequence at each trigger")
    func withLatestFrom() {
        let trigger = scheduler.createHotObservable([
            .next(205, ()), .next(220, ()), .next(240, ()), .completed(300),
        ])
        let data = scheduler.createHotObservable([.next(210, "a"), .next(230, "b"), .completed(235)])
        let observer = scheduler.start { trigger.withLatestFrom(data) }
        #expect(observer.events == [.next(220, "a"), .next(240, "b"), .completed(300)])
        #expect(data.subscriptions == [Subscription(200, 235)])
    }

    @Test("withLatestFrom's result selector combines the trigger with the sample")
    func withLatestFromSelector() {
        let trigger = scheduler.createHotObservable([.next(220, 1)])
        let data = scheduler.createHotObservable([.next(210, 10)])
        let observer = scheduler.start { trigger.withLatestFrom(data) { $0 + $1 } }
        #expect(observer.events == [.next(220, 11)])
    }

    @Test("withLatestFrom fails when the sampled sequence fails")
    func withLatestFromError() {
        let trigger = scheduler.createHotObservable([.next(220, 1)])
        let data = scheduler.createHotObservable([Recorded.error(210, TestError(), Int.self)])
        let observer = scheduler.start { trigger.withLatestFrom(data) }
        #expect(observer.events == [.error(210, TestError())])
        #expect(trigger.subscriptions == [Subscription(200, 210)])
    }

    @Test("merge interleaves values and completes when every source has")
    func merge() {
        let first = scheduler.createHotObservable([.next(210, 1), .completed(230)])
        let second = scheduler.createHotObservable([.next(220, 2), .completed(250)])
        let observer = scheduler.start { Observable.merge(first.asObservable(), second.asObservable()) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(250)])
    }

    @Test("merge fails at the first error and disposes the other sources")
    func mergeError() {
        let first = scheduler.createHotObservable([Recorded.error(210, TestError(), Int.self)])
        let second = scheduler.createHotObservable([.next(220, 2)])
        let observer = scheduler.start { Observable.merge([first.asObservable(), second.asObservable()]) }
        #expect(observer.events == [.error(210, TestError())])
        #expect(second.subscriptions == [Subscription(200, 210)])
        #expect(TestScheduler().start { Observable<Int>.merge([]) }.events == [.completed(200)])
    }

    @Test("combineLatest waits for every source, then sends on each change")
    func combineLatest() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(260)])
        let letters = scheduler.createHotObservable([.next(220, "x"), .next(240, "y"), .completed(250)])
        let observer = scheduler.start { Observable.combineLatest(numbers, letters) { "\($0)\($1)" } }
        #expect(
            observer.events == [.next(220, "1x"), .next(230, "2x"), .next(240, "2y"), .completed(260)])
        let tuples = TestScheduler().start { Observable.combineLatest(Observable.just(1), Observable.just("a")) }
        #expect(tuples.elements.map { "\($0.0)\($0.1)" } == ["1a"])
    }

    @Test("combineLatest of three and of an array")
    func combineLatestMore() {
        let three = TestScheduler().start {
            Observable.combineLatest(Observable.just(1), Observable.just(2), Observable.of(3, 4)) { $0 + $1 + $2 }
        }
        #expect(three.elements == [6, 7])
        let array = TestScheduler().start { Observable.combineLatest([Observable.just(1), .of(2, 3)]) }
        #expect(array.elements == [[1, 2], [1, 3]])
    }

    @Test("combineLatest fails at the first error")
    func combineLatestError() {
        let numbers = scheduler.createHotObservable([.next(210, 1)])
        let failing = scheduler.createHotObservable([Recorded.error(220, TestError(), Int.self)])
        let observer = scheduler.start { Observable.combineLatest(numbers, failing) { $0 + $1 } }
        #expect(observer.events == [.error(220, TestError())])
        #expect(numbers.subscriptions == [Subscription(200, 220)])
    }

    @Test("combineLatest completes when a source sends while all the others have completed, one without a value")
    func combineLatestCannotCombine() {
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let numbers = scheduler.createHotObservable([.next(150, 1), .next(215, 2), .completed(220)])
        let pair = scheduler.start { Observable.combineLatest(empty, numbers) { $0 + $1 } }
        #expect(pair.events == [.completed(215)])
        #expect(numbers.subscriptions == [Subscription(200, 215)])

        let other = TestScheduler()
        let first = other.createHotObservable([.next(150, 1), .completed(250)])
        let second = other.createHotObservable([.next(150, 1), .completed(260)])
        let third = other.createHotObservable([.next(150, 1), .next(500, 2), .completed(800)])
        let triple = other.start { Observable.combineLatest(first, second, third) { _, _, _ in 42 } }
        #expect(triple.events == [.completed(500)])
        #expect(third.subscriptions == [Subscription(200, 500)])

        let another = TestScheduler()
        let sources = [250, 260].map { end in another.createHotObservable([Recorded.completed(end, Int.self)]) }
        let last = another.createHotObservable([.next(500, 2), .completed(800)])
        let array = another.start { Observable.combineLatest((sources + [last]).map { $0.asObservable() }) }
        #expect(array.events == [.completed(500)])
        #expect(last.subscriptions == [Subscription(200, 500)])
    }

    @Test("combineLatest keeps waiting while a source that has not sent yet might still send")
    func combineLatestWaits() {
        let silent = scheduler.createHotObservable([Recorded.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let observer = scheduler.start { Observable.combineLatest(silent, empty) { $0 + $1 } }
        #expect(observer.events.isEmpty)
        #expect(silent.subscriptions == [Subscription(200, 1000)])
    }

    @Test("combineLatest of no sequences sends one empty array, then completes")
    func combineLatestOfNothing() {
        let observer = scheduler.start { Observable<Int>.combineLatest([Observable<Int>]()) }
        #expect(observer.events == [.next(200, []), .completed(200)])
    }

    @Test("zip pairs values by position and completes when every source has completed")
    func zip() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .completed(260)])
        let letters = scheduler.createHotObservable([.next(230, "x"), .next(240, "y"), .completed(245)])
        let observer = scheduler.start { Observable.zip(numbers, letters) { "\($0)\($1)" } }
        #expect(observer.events == [.next(230, "1x"), .next(240, "2y"), .completed(260)])
        #expect(numbers.subscriptions == [Subscription(200, 260)])
        #expect(letters.subscriptions == [Subscription(200, 245)])
    }

    @Test("zip keeps listening to a source that has not completed, even when its partner is done and empty")
    func zipWaitsForEverySource() {
        let silent = scheduler.createHotObservable([Recorded.next(150, 1)])
        let empty = scheduler.createHotObservable([.next(150, 1), .completed(210)])
        let observer = scheduler.start { Observable.zip(silent, empty) { $0 + $1 } }
        #expect(observer.events.isEmpty)
        #expect(silent.subscriptions == [Subscription(200, 1000)])
        #expect(empty.subscriptions == [Subscription(200, 210)])
    }

    @Test("zip fails at the first error")
    func zipError() {
        let numbers = scheduler.createHotObservable([.next(210, 1)])
        let failing = scheduler.createHotObservable([Recorded.error(220, TestError(), Int.self)])
        let observer = scheduler.start { Observable.zip(numbers, failing) }
        #expect(observer.events.count == 1)
        #expect(observer.events.first?.time == 220)
    }
}
