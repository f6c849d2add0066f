import MiniRx
import MiniRxTest
import Testing

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
