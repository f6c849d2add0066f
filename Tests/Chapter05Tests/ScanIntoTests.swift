import MiniRx
import MiniRxTest
import Testing

/// `scan(into:accumulator:)`, added for chapter 7's `cycle`, held to RxSwift's semantics: the seed is not sent, the
/// accumulator after each value is, and each subscription folds from the seed on its own.
@Suite("scan(into:) — folding into a mutable accumulator")
struct ScanIntoTests {
    let scheduler = TestScheduler()

    @Test("scan(into:) sends the accumulator after each value, and not the seed")
    func sendsEachStep() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { numbers.scan(into: [Int]()) { list, value in list.append(value) } }
        #expect(observer.events == [.next(210, [1]), .next(220, [1, 2]), .next(230, [1, 2, 3]), .completed(240)])
    }

    @Test("scan(into:) fails with the accumulator's error, and stops listening to the source")
    func throwingAccumulator() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start {
            numbers.scan(into: 0) { total, value in
                if value == 2 { throw TestError("two") }
                total += value
            }
        }
        #expect(observer.events == [.next(210, 1), .error(220, TestError("two"))])
        #expect(numbers.subscriptions == [Subscription(200, 220)])
    }

    @Test("Each subscription to scan(into:) folds from the seed on its own")
    func eachSubscriptionFromTheSeed() {
        let numbers = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let total = numbers.scan(into: 0) { total, value in total += value }
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = total.subscribe(first) }
        scheduler.scheduleAt(300) { _ = total.subscribe(second) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 3), .completed(230)])
        #expect(second.events == [.next(310, 1), .next(320, 3), .completed(330)])
    }

    @Test("scan(into:) passes the source's error on")
    func sourceError() {
        let numbers = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("source"))])
        let observer = scheduler.start { numbers.scan(into: 10) { total, value in total += value } }
        #expect(observer.events == [.next(210, 11), .error(220, TestError("source"))])
    }
}
