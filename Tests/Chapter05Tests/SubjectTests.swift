import MiniRx
import MiniRxTest
import Testing

@Suite("Subjects replay as their names say")
struct SubjectTests {
    @Test("A PublishSubject sends only what happens after you subscribe")
    func publishSubject() {
        let subject = PublishSubject<String>()
        subject.onNext("before")
        let log = EventLog<String>()
        let subscription = subject.subscribe(log.observer)
        #expect(subject.hasObservers)
        subject.onNext("after")
        subscription.dispose()
        #expect(!subject.hasObservers)
        subject.onNext("disposed")
        #expect(log.events == [.next("after")])
    }

    @Test("A terminated PublishSubject sends its terminal event to late subscribers and ignores new values")
    func publishSubjectTerminated() {
        let subject = PublishSubject<Int>()
        subject.onError(TestError())
        subject.onNext(1)
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.error(TestError())])
    }

    @Test("A BehaviorSubject sends its current value at once, then what follows")
    func behaviorSubject() throws {
        let subject = BehaviorSubject(value: "initial")
        subject.onNext("current")
        let log = EventLog<String>()
        _ = subject.subscribe(log.observer)
        subject.onNext("next")
        #expect(log.elements == ["current", "next"])
        #expect(try subject.value() == "next")
        subject.onError(TestError())
        #expect(throws: TestError.self) { try subject.value() }
    }

    @Test("A completed BehaviorSubject keeps its value and ignores later events; late subscribers only see it end")
    func behaviorSubjectCompleted() throws {
        let subject = BehaviorSubject(value: 1)
        let log = EventLog<Int>()
        let subscription = subject.subscribe(log.observer)
        subject.onCompleted()

        subject.onNext(2)
        subject.onError(TestError())

        #expect(log.events == [.next(1), .completed])
        #expect(try subject.value() == 1)
        let late = EventLog<Int>()
        let lateSubscription = subject.subscribe(late.observer)
        #expect(late.events == [.completed])
        subscription.dispose()
        lateSubscription.dispose()
    }

    @Test("A ReplaySubject replays its last values, then its terminal event")
    func replaySubject() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for value in 1...4 { subject.onNext(value) }
        subject.onCompleted()
        let log = EventLog<Int>()
        _ = subject.subscribe(log.observer)
        #expect(log.events == [.next(3), .next(4), .completed])
        let unbounded = ReplaySubject<Int>.createUnbounded()
        for value in 1...4 { unbounded.onNext(value) }
        let everything = EventLog<Int>()
        _ = unbounded.subscribe(everything.observer)
        #expect(everything.elements == [1, 2, 3, 4])
    }

    @Test("A PublishRelay carries values to current subscribers and cannot end")
    func publishRelay() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        let log = EventLog<Int>()
        _ = relay.subscribe(log.observer)
        relay.accept(1)
        #expect(log.events == [.next(1)])
    }

    @Test("A BehaviorRelay has a value you can read, and replays it to each subscriber")
    func behaviorRelay() {
        let relay = BehaviorRelay(value: 1)
        relay.accept(2)
        #expect(relay.value == 2)
        let log = EventLog<Int>()
        _ = relay.subscribe(log.observer)
        relay.accept(3)
        #expect(log.elements == [2, 3])
    }

    @Test("Subjects are observers too: bind(to:) feeds one from a sequence")
    func bindToSubject() {
        let subject = BehaviorSubject(value: 0)
        let relay = BehaviorRelay(value: 0)
        let publish = PublishRelay<Int>()
        let published = EventLog<Int>()
        _ = publish.subscribe(published.observer)
        _ = Observable.of(1, 2).bind(to: subject)
        _ = Observable.of(3, 4).bind(to: relay)
        _ = Observable.of(5, 6).bind(to: publish)
        var seen: [Int] = []
        _ = Observable.of(7).bind(onNext: { seen.append($0) })
        #expect((try? subject.value()) == 2)
        #expect(relay.value == 4)
        #expect(published.elements == [5, 6])
        #expect(seen == [7])
    }
}
