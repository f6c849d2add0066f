import MiniRx
import MiniRxTest
import Testing

@Suite("share(replay:) connects once, replays, and disconnects at zero subscribers")
struct ShareTests {
    let scheduler = TestScheduler()

    @Test("Without share, each subscriber runs the source again")
    func coldWithoutShare() {
        let request = scheduler.createColdObservable([.next(10, "response"), .completed(20)])
        let first = scheduler.createObserver(String.self)
        let second = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) { _ = request.subscribe(first) }
        scheduler.scheduleAt(205) { _ = request.subscribe(second) }
        scheduler.start()
        #expect(request.subscriptions.count == 2)
    }

    // snippet: minirx-test-share
    @Test("share subscribes the source once for all subscribers and replays the latest value to newcomers")
    func sharesOneSubscription() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .next(30, 3), .completed(40)])
        let shared = source.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(225) { _ = shared.subscribe(second) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 240)])
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        #expect(second.events == [.next(225, 2), .next(230, 3), .completed(240)])
    }
    // end-snippet

    @Test("share without replay gives newcomers only what happens next")
    func shareWithoutReplay() {
        let source = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        let shared = source.share()
        let late = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        scheduler.scheduleAt(200) { shared.subscribe(onNext: { _ in }).disposed(by: bag) }
        scheduler.scheduleAt(220) { shared.subscribe(late).disposed(by: bag) }
        scheduler.start()
        #expect(late.events == [.next(230, 2)])
    }

    @Test("When the last subscriber leaves, share disconnects; the next one connects afresh")
    func refCount() {
        let source = scheduler.createColdObservable([.next(10, 1), .next(20, 2)])
        let shared = source.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let again = scheduler.createObserver(Int.self)
        var subscriptions: [any Disposable] = []
        scheduler.scheduleAt(200) { subscriptions.append(shared.subscribe(first)) }
        scheduler.scheduleAt(205) { subscriptions.append(shared.subscribe(onNext: { _ in })) }
        scheduler.scheduleAt(240) { subscriptions[0].dispose() }
        scheduler.scheduleAt(250) { subscriptions[1].dispose() }
        scheduler.scheduleAt(300) { subscriptions.append(shared.subscribe(again)) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 250), Subscription(300)])
        #expect(again.events == [.next(310, 1), .next(320, 2)])
        subscriptions[2].dispose()
    }

    @Test("With whileConnected, a subscriber after completion starts a new connection")
    func reconnectAfterCompletion() {
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = source.share(replay: 1)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(source.subscriptions == [Subscription(200, 220), Subscription(300, 320)])
        #expect(late.events == [.next(310, 1), .completed(320)])
    }

    @Test("With forever, the replay buffer and the terminal event outlive the connection")
    func forever() {
        let source = scheduler.createColdObservable([.next(10, 1), .completed(20)])
        let shared = source.share(replay: 1, scope: .forever)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(onNext: { _ in }) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(late.events == [.next(300, 1), .completed(300)])
    }

    @Test(
        "With forever, a source that has terminated is never subscribed again: latecomers get the replay and the end",
        arguments: [0, 1, 2])
    func foreverDoesNotResubscribe(replay: Int) {
        let source = scheduler.createHotObservable([
            .next(210, 1), .next(220, 2), .next(230, 3), .completed(240), .next(250, -1), .next(310, 4),
        ])
        let shared = source.share(replay: replay, scope: .forever)
        let first = scheduler.createObserver(Int.self)
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = shared.subscribe(first) }
        scheduler.scheduleAt(300) { _ = shared.subscribe(late) }
        scheduler.start()
        #expect(first.events == [.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let replayed: [Recorded<Event<Int>>] = [1, 2, 3].suffix(replay).map { .next(300, $0) }
        #expect(late.events == replayed + [.completed(300)])
        #expect(source.subscriptions == [Subscription(200, 240)])
    }

    @Test("An error reaches every subscriber of the shared sequence")
    func sharedError() {
        let source = scheduler.createHotObservable([Recorded.error(210, TestError(), Int.self)])
        let shared = source.share(replay: 1)
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = shared.subscribe(first)
            _ = shared.subscribe(second)
        }
        scheduler.start()
        #expect(first.events == [.error(210, TestError())])
        #expect(second.events == [.error(210, TestError())])
        #expect(source.subscriptions == [Subscription(200, 210)])
    }

    @Test("A synchronous source shared with replay still reaches its first subscriber")
    func synchronousSource() {
        var runs = 0
        let shared = Observable<Int>.deferred {
            runs += 1
            return Observable.of(1, 2)
        }.share(replay: 1)
        let log = EventLog<Int>()
        _ = shared.subscribe(log.observer)
        #expect(log.events == [.next(1), .next(2), .completed])
        #expect(runs == 1)
    }
}
