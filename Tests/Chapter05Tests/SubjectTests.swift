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

@Suite("Reentrancy: an observer that feeds its own subject")
struct ReentrancyTests {
    // snippet: minirx-test-reentrancy
    @Test("An event sent during delivery waits its turn, so every observer sees the same order")
    func nestedEventsAreQueued() {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        var first: [Int] = []
        var second: [Int] = []
        subject.subscribe(onNext: { value in
            first.append(value)
            if value < 3 { subject.onNext(value + 1) }
        }).disposed(by: bag)
        subject.subscribe(onNext: { second.append($0) }).disposed(by: bag)
        subject.onNext(1)
        #expect(first == [1, 2, 3])
        #expect(second == [1, 2, 3])
    }
    // end-snippet

    @Test("Completing a subject from inside its delivery still lets every observer see the value first")
    func completionDuringDelivery() {
        let subject = PublishSubject<Int>()
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        _ = subject.subscribe(onNext: { _ in subject.onCompleted() })
        _ = subject.subscribe(first.observer)
        _ = subject.subscribe(second.observer)
        subject.onNext(1)
        subject.onNext(2)
        #expect(first.events == [.next(1), .completed])
        #expect(second.events == [.next(1), .completed])
    }

    @Test("An observer disposed by another during delivery receives nothing more")
    func disposedDuringDelivery() {
        let subject = PublishSubject<Int>()
        let log = EventLog<Int>()
        var victim: (any Disposable)?
        _ = subject.subscribe(onNext: { _ in victim?.dispose() })
        victim = subject.subscribe(log.observer)
        subject.onNext(1)
        #expect(log.events.isEmpty)
    }

    @Test("A BehaviorRelay updated from its own observer keeps value and stream in step")
    func relayFeedback() {
        let relay = BehaviorRelay(value: 0)
        var seen: [Int] = []
        let subscription = relay.subscribe(onNext: { value in
            seen.append(value)
            if value < 2 { relay.accept(value + 1) }
        })
        #expect(seen == [0, 1, 2])
        #expect(relay.value == 2)
        subscription.dispose()
    }
}
