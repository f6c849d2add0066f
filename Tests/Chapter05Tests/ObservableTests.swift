import MiniRx
import MiniRxTest
import Testing

@Suite("An Observable is a recipe that runs per subscriber")
struct ObservableTests {
    @Test("just sends one value and completes, at the moment of subscription")
    func just() {
        let scheduler = TestScheduler()
        let observer = scheduler.start { Observable.just(7) }
        #expect(observer.events == [.next(200, 7), .completed(200)])
    }

    @Test("of and from send their values in order, then complete")
    func ofAndFrom() {
        #expect(
            TestScheduler().start { Observable.of(1, 2) }.events == [.next(200, 1), .next(200, 2), .completed(200)])
        #expect(TestScheduler().start { Observable.from(["a"]) }.events == [.next(200, "a"), .completed(200)])
    }

    @Test("empty completes, never stays silent, error fails")
    func emptyNeverError() {
        #expect(TestScheduler().start { Observable<Int>.empty() }.events == [.completed(200)])
        #expect(TestScheduler().start { Observable<Int>.never() }.events.isEmpty)
        #expect(TestScheduler().start { Observable<Int>.error(TestError()) }.events == [.error(200, TestError())])
    }

    @Test("create runs its closure once per subscriber, so an Observable is cold")
    func createIsCold() {
        var runs = 0
        let numbers = Observable<Int>.create { observer in
            runs += 1
            observer.onNext(runs)
            observer.onCompleted()
            return Disposables.create()
        }
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        _ = numbers.subscribe(first.observer)
        _ = numbers.subscribe(second.observer)
        #expect(runs == 2)
        #expect(first.elements == [1])
        #expect(second.elements == [2])
    }

    @Test("Nothing reaches the observer after a terminal event, whatever the recipe sends")
    func nothingAfterTerminal() {
        let unruly = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError())
            observer.onCompleted()
            return Disposables.create()
        }
        let log = EventLog<Int>()
        _ = unruly.subscribe(log.observer)
        #expect(log.events == [.next(1), .completed])
    }

    @Test("A terminal event disposes the recipe's resources at once")
    func terminalDisposesRecipe() {
        var disposed = 0
        let subject = PublishSubject<Int>()
        let observable = Observable<Int>.create { observer in
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                disposed += 1
                subscription.dispose()
            }
        }
        let subscription = observable.subscribe(onNext: { _ in })
        subject.onCompleted()
        #expect(disposed == 1)
        subscription.dispose()
        #expect(disposed == 1)
    }

    @Test("Disposing stops delivery even if the recipe keeps sending")
    func disposalStopsDelivery() {
        var captured: AnyObserver<Int>?
        let observable = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let log = EventLog<Int>()
        let subscription = observable.subscribe(log.observer)
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        #expect(log.elements == [1])
    }

    @Test("deferred builds a fresh sequence for each subscriber, and a throwing factory fails")
    func deferred() {
        var made = 0
        let fresh = Observable<Int>.deferred {
            made += 1
            return Observable.just(made)
        }
        #expect(TestScheduler().start { fresh }.elements == [1])
        #expect(TestScheduler().start { fresh }.elements == [2])
        let failing = Observable<Int>.deferred { () throws -> Observable<Int> in throw TestError() }
        #expect(TestScheduler().start { failing }.events == [.error(200, TestError())])
    }

    @Test("from stops sending as soon as its subscriber has had enough")
    func fromStopsEarly() {
        var pulled = 0
        let counting = (1...1_000).lazy.map { value -> Int in
            pulled += 1
            return value
        }
        let log = EventLog<Int>()
        _ = Observable.from(counting).take(2).subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(pulled == 2)
    }

    @Test("subscribe(onNext:…) calls onDisposed once, after completion or disposal")
    func subscribeOnDisposed() {
        var calls: [String] = []
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(
            onNext: { calls.append("next \($0)") }, onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") })
        subject.onNext(1)
        subject.onCompleted()
        let second = Observable<Int>.never().subscribe(onDisposed: { calls.append("disposed again") })
        second.dispose()
        second.dispose()
        #expect(calls == ["next 1", "completed", "disposed", "disposed again"])
    }
}
