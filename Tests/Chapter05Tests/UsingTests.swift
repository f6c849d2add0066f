import MiniRx
import MiniRxTest
import Testing

@Suite("using ties a resource to a subscription")
struct UsingTests {
    @Test("The resource is created at subscription and disposed when the sequence ends")
    func resourceLifetime() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        var log: [String] = []
        let observer = scheduler.start {
            Observable.using(
                {
                    log.append("created at \(scheduler.clock)")
                    return AnonymousDisposable { log.append("disposed at \(scheduler.clock)") }
                },
                observableFactory: { _ in source.asObservable() })
        }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(log == ["created at 200", "disposed at 220"])
    }

    @Test("The resource is disposed on error, on disposal, and when the factory throws")
    func resourceOnFailure() {
        var disposed = 0
        let failing = Observable.using(
            { AnonymousDisposable { disposed += 1 } }, observableFactory: { _ in Observable<Int>.error(TestError()) })
        _ = failing.subscribe(onNext: { _ in })
        let endless = Observable.using(
            { AnonymousDisposable { disposed += 1 } }, observableFactory: { _ in Observable<Int>.never() })
        endless.subscribe(onNext: { _ in }).dispose()
        #expect(disposed == 2)
        let log = EventLog<Int>()
        _ = Observable<Int>.using(
            { AnonymousDisposable {} }, observableFactory: { _ in throw TestError("factory") }
        ).subscribe(log.observer)
        #expect(log.events == [.error(TestError("factory"))])
    }
}
