import MiniRx
import MiniRxTest
import Testing

@Suite("Transforming and filtering operators")
struct TransformingTests {
    let scheduler = TestScheduler()

    func source(_ events: [Recorded<Event<Int>>]) -> TestableObservable<Int> {
        scheduler.createHotObservable(events)
    }

    @Test("map transforms each value, and a throwing transform fails the sequence")
    func map() {
        let numbers = source([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start {
            numbers.map { value -> Int in
                if value == 3 { throw TestError("three") }
                return value * 10
            }
        }
        #expect(observer.events == [.next(210, 10), .next(220, 20), .error(230, TestError("three"))])
        #expect(numbers.subscriptions == [Subscription(200, 230)])
    }

    @Test("compactMap drops nil results")
    func compactMap() {
        let numbers = source([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start { numbers.compactMap { $0.isMultiple(of: 2) ? "even \($0)" : nil } }
        #expect(observer.events == [.next(220, "even 2"), .completed(230)])
    }

    @Test("filter lets through what the predicate accepts")
    func filter() {
        let numbers = source([.next(210, 1), .next(220, 2), .next(230, 4), .completed(240)])
        let observer = scheduler.start { numbers.filter { $0.isMultiple(of: 2) } }
        #expect(observer.events == [.next(220, 2), .next(230, 4), .completed(240)])
    }

    @Test("scan sends every running total")
    func scan() {
        let numbers = source([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { numbers.scan(0, accumulator: +) }
        #expect(observer.events == [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
    }

    @Test("startWith sends its values at subscription, before the source")
    func startWith() {
        let numbers = source([.next(210, 1), .completed(220)])
        let observer = scheduler.start { numbers.startWith(-1, 0) }
        #expect(observer.events == [.next(200, -1), .next(200, 0), .next(210, 1), .completed(220)])
    }

    @Test("distinctUntilChanged drops repeats of the previous value only")
    func distinctUntilChanged() {
        let numbers = source([.next(210, 1), .next(220, 1), .next(230, 2), .next(240, 1), .completed(250)])
        let observer = scheduler.start { numbers.distinctUntilChanged() }
        #expect(observer.events == [.next(210, 1), .next(230, 2), .next(240, 1), .completed(250)])
        let parities = TestScheduler().start { Observable.of(1, 3, 2, 4, 5).distinctUntilChanged(by: { $0 % 2 }) }
        #expect(parities.elements == [1, 2, 5])
    }

    @Test("take(n) completes after n values and disposes the source at once")
    func take() {
        let numbers = source([.next(210, 1), .next(220, 2), .next(230, 3)])
        let observer = scheduler.start { numbers.take(2) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
        #expect(numbers.subscriptions == [Subscription(200, 220)])
        #expect(TestScheduler().start { numbers.take(0) }.events == [.completed(200)])
        #expect(TestScheduler().start { numbers.take(-1) }.events == [.completed(200)])
    }

    @Test("take(1) counts a value before passing it on, so a value its subscriber feeds back does not get through")
    func takeWithFeedback() {
        // A BehaviorRelay sends its current value while it is being subscribed to; the subscriber's
        // `accept` then reaches `take` while `take` is still delivering the first value.
        let relay = BehaviorRelay(value: 1)
        let observer = scheduler.start {
            relay.take(1).do(onNext: { value in
                if value < 5 { relay.accept(value + 1) }
            })
        }
        #expect(observer.events == [.next(200, 1), .completed(200)])
        #expect(relay.value == 2)
        #expect(!relay.hasObservers)
    }

    @Test("take(while:) completes at the first value that fails the predicate")
    func takeWhile() {
        let numbers = source([.next(210, 1), .next(220, 5), .next(230, 1)])
        let observer = scheduler.start { numbers.take(while: { $0 < 3 }) }
        #expect(observer.events == [.next(210, 1), .completed(220)])
    }

    @Test("take(until:) completes when the other sequence sends, and disposes both")
    func takeUntil() {
        let numbers = source([.next(210, 1), .next(230, 2), .completed(300)])
        let stop = scheduler.createHotObservable([.next(220, ()), .next(240, ())])
        let observer = scheduler.start { numbers.take(until: stop) }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(numbers.subscriptions == [Subscription(200, 220)])
        #expect(stop.subscriptions == [Subscription(200, 220)])
    }

    @Test("take(until:) fails when the other fails, and ignores its completion")
    func takeUntilOtherEnds() {
        let numbers = source([.next(210, 1), .next(230, 2)])
        let failing = scheduler.createHotObservable([Recorded.error(220, TestError(), Void.self)])
        #expect(scheduler.start { numbers.take(until: failing) }.events == [.next(210, 1), .error(220, TestError())])
        let other = TestScheduler()
        let more = other.createHotObservable([.next(210, 1), .next(230, 2)])
        let completing = other.createHotObservable([Recorded.completed(220, Void.self)])
        #expect(other.start { more.take(until: completing) }.events == [.next(210, 1), .next(230, 2)])
    }

    @Test("skip drops the first values")
    func skip() {
        let numbers = source([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let observer = scheduler.start { numbers.skip(2) }
        #expect(observer.events == [.next(230, 3), .completed(240)])
    }

    @Test("do runs side effects in order without changing the events")
    func doSideEffects() {
        var log: [String] = []
        let numbers = source([.next(210, 1), .completed(220)])
        let observer = scheduler.start {
            numbers.do(
                onNext: { log.append("next \($0)") }, afterNext: { log.append("after \($0)") },
                onCompleted: { log.append("completed") }, onSubscribe: { log.append("subscribe") },
                onSubscribed: { log.append("subscribed") }, onDispose: { log.append("dispose") })
        }
        #expect(observer.events == [.next(210, 1), .completed(220)])
        #expect(log == ["subscribe", "subscribed", "next 1", "after 1", "completed", "dispose"])
    }

    /// A source made with `create` that writes down when it is subscribed and when it is disposed, for the
    /// order in which `do` runs its handlers. It sends `0` and completes at once, or after `delay` ticks.
    func loggingSource(_ log: Log, delay: TestTime? = nil, ending: Event<Int>? = .completed) -> Observable<Int> {
        Observable.create { observer in
            log.append("source subscribed")
            let send = {
                observer.onNext(0)
                if let ending { observer.on(ending) }
            }
            if let delay {
                scheduler.scheduleAt(scheduler.clock + delay, action: send)
            } else {
                send()
            }
            return Disposables.create { log.append("source disposed") }
        }
    }

    func loggingDo(_ source: Observable<Int>, _ log: Log) -> Observable<Int> {
        source.do(
            onNext: { _ in log.append("onNext") }, onError: { _ in log.append("onError") },
            onCompleted: { log.append("onCompleted") }, onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") }, onDispose: { log.append("onDispose") })
    }

    @Test("do runs onDispose after its source has been disposed: on completion, on error, and on disposal")
    func doDisposesSourceFirst() {
        let completing = Log()
        _ = scheduler.start { loggingDo(loggingSource(completing, delay: 100), completing) }
        #expect(
            completing.entries == [
                "onSubscribe", "source subscribed", "onSubscribed", "onNext", "onCompleted", "source disposed",
                "onDispose",
            ])
        let disposed = Log()
        _ = TestScheduler().start { loggingDo(loggingSource(disposed, ending: nil), disposed) }
        #expect(
            disposed.entries == [
                "onSubscribe", "source subscribed", "onNext", "onSubscribed", "source disposed", "onDispose",
            ])
    }

    @Test("do runs onSubscribed before onDispose when its source ends while it is being subscribed")
    func doOrderWhenSourceEndsAtOnce() {
        let completing = Log()
        _ = scheduler.start { loggingDo(loggingSource(completing), completing) }
        #expect(
            completing.entries == [
                "onSubscribe", "source subscribed", "onNext", "onCompleted", "source disposed", "onSubscribed",
                "onDispose",
            ])
        let failing = Log()
        _ = TestScheduler().start { loggingDo(loggingSource(failing, ending: .error(TestError())), failing) }
        #expect(
            failing.entries == [
                "onSubscribe", "source subscribed", "onNext", "onError", "source disposed", "onSubscribed",
                "onDispose",
            ])
    }

    @Test("do's onError sees the error, and a throwing handler fails the sequence")
    func doErrors() {
        var seen: [String] = []
        let failing = source([.error(210, TestError("source"))])
        _ = scheduler.start { failing.do(onError: { seen.append(String(describing: $0)) }) }
        #expect(seen == ["TestError(source)"])
        let other = TestScheduler()
        let numbers = other.createHotObservable([.next(220, 1)])
        let observer = other.start { numbers.do(onNext: { _ in throw TestError("handler") }) }
        #expect(observer.events == [.error(220, TestError("handler"))])
    }

    @Test("materialize turns every event into a value; dematerialize turns them back")
    func materialize() {
        let numbers = source([.next(210, 1), .error(220, TestError())])
        let observer = scheduler.start { numbers.materialize() }
        #expect(observer.events == [.next(210, .next(1)), .next(220, .error(TestError())), .completed(220)])
        let roundTrip = TestScheduler().start { Observable<Int>.error(TestError()).materialize().dematerialize() }
        #expect(roundTrip.events == [.error(200, TestError())])
    }

    @Test("ignoreElements keeps only the terminal event")
    func ignoreElements() {
        let numbers = source([.next(210, 1), .completed(220)])
        let observer = scheduler.start { numbers.ignoreElements() }
        #expect(observer.events.map(\.time) == [220])
        #expect(observer.events.first?.value.isStopEvent == true)
    }
}
