import MiniRx
import MiniRxTest
import Testing

@Suite("Recovering from errors: catch, catchAndReturn, retry")
struct ErrorHandlingTests {
    let scheduler = TestScheduler()

    @Test("catch continues with the recovery sequence and disposes the failed source")
    func catchRecovers() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let recovery = scheduler.createColdObservable([.next(10, 9), .completed(20)])
        let observer = scheduler.start { source.catch { _ in recovery } }
        #expect(observer.events == [.next(210, 1), .next(230, 9), .completed(240)])
        #expect(source.subscriptions == [Subscription(200, 220)])
        #expect(recovery.subscriptions == [Subscription(220, 240)])
    }

    @Test("catch passes a completion through and a throwing handler fails")
    func catchPassesCompletion() {
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let observer = scheduler.start { source.catchAndReturn(0) }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        let failing = TestScheduler().start {
            Observable<Int>.error(TestError("first")).catch { _ -> Observable<Int> in throw TestError("second") }
        }
        #expect(failing.events == [.error(200, TestError("second"))])
    }

    @Test("catchAndReturn replaces an error with one value and completion")
    func catchAndReturn() {
        let source = scheduler.createHotObservable([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { source.catchAndReturn(0) }
        #expect(observer.events == [.next(210, 1), .next(220, 0), .completed(220)])
    }

    @Test("retry subscribes again after an error, up to its number of attempts")
    func retry() {
        let flaky = scheduler.createColdObservable([.next(10, 1), .error(20, TestError())])
        let observer = scheduler.start { flaky.retry(3) }
        #expect(observer.elements == [1, 1, 1])
        #expect(observer.events.last == .error(260, TestError()))
        #expect(flaky.subscriptions == [Subscription(200, 220), Subscription(220, 240), Subscription(240, 260)])
    }

    @Test("retry resubscribes only after the failed subscription returns, so a source failing at once never recurses")
    func retryWithoutRecursion() {
        var subscriptions = 0
        var nesting = 0
        var deepestNesting = 0
        let failsAtOnce = Observable<Int>.create { observer in
            subscriptions += 1
            nesting += 1
            deepestNesting = max(deepestNesting, nesting)
            observer.onError(TestError())
            nesting -= 1
            return Disposables.create()
        }
        let observer = scheduler.start { failsAtOnce.retry(1_000) }
        #expect(observer.events == [.error(200, TestError())])
        #expect(subscriptions == 1_000)
        #expect(deepestNesting == 1, "each attempt starts after the previous one's subscribe has returned")
    }

    @Test("retry(0) completes at once without subscribing, as RxSwift's does, and so does a negative count")
    func retryZeroTimes() {
        let flaky = scheduler.createColdObservable([Recorded.error(10, TestError(), Int.self)])
        let observer = scheduler.start { flaky.retry(0) }
        #expect(observer.events == [.completed(200)])
        #expect(flaky.subscriptions.isEmpty)
        let negative = TestScheduler().start { Observable<Int>.error(TestError()).retry(-1) }
        #expect(negative.events == [.completed(200)])
    }

    @Test("retry stops retrying once a subscription succeeds")
    func retrySucceeds() {
        var attempts = 0
        let recovering = Observable<String>.deferred {
            attempts += 1
            return attempts < 2 ? Observable.error(TestError()) : Observable.just("ok")
        }
        let observer = scheduler.start { recovering.retry(5) }
        #expect(observer.events == [.next(200, "ok"), .completed(200)])
        #expect(attempts == 2)
    }
}
