import MiniRx
import MiniRxTest
import Testing

/// Timed operators on the virtual clock: one tick is one second, so `.seconds(20)` is 20 ticks.
@Suite("Time on a scheduler: debounce, throttle, timer, interval, delay, observe(on:), subscribe(on:)")
struct TimeTests {
    let scheduler = TestScheduler()

    // snippet: minirx-test-debounce
    @Test("debounce sends a value once the source has been quiet for the due time")
    func debounce() {
        let typing = scheduler.createHotObservable([
            .next(210, "s"), .next(215, "sw"), .next(220, "swi"), .next(260, "swift"), .completed(300),
        ])
        let observer = scheduler.start { typing.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events == [.next(240, "swi"), .next(280, "swift"), .completed(300)])
    }
    // end-snippet

    @Test("debounce sends a pending value at completion and drops it on error")
    func debouncePending() {
        let completing = scheduler.createHotObservable([.next(210, 1), .completed(215)])
        #expect(
            scheduler.start { completing.debounce(.seconds(20), scheduler: scheduler) }.events == [
                .next(215, 1), .completed(215),
            ])
        let other = TestScheduler()
        let failing = other.createHotObservable([.next(210, 1), .error(215, TestError())])
        #expect(other.start { failing.debounce(.seconds(20), scheduler: other) }.events == [.error(215, TestError())])
    }

    @Test("debounce's pending timer is cancelled by disposal")
    func debounceDisposal() {
        let typing = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start(disposed: 220) { typing.debounce(.seconds(20), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
    }

    @Test("throttle sends the first value at once and the latest one when the window closes")
    func throttle() {
        let taps = scheduler.createHotObservable([
            .next(210, 1), .next(212, 2), .next(215, 3), .next(250, 4), .completed(300),
        ])
        let observer = scheduler.start { taps.throttle(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 3), .next(250, 4), .completed(300)])
    }

    @Test("throttle never sends a stale value: a value sent at once clears the one waiting for its window")
    func throttleDropsStaleValue() {
        // RxSwift's own timeline for throttle: 6 arrives just as 200 ticks have passed since 2 went out,
        // so 6 goes out at once; 5, which was waiting for the window, is now stale and never sent.
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(210, 2), .next(250, 3), .next(310, 4), .next(350, 5), .next(410, 6), .next(450, 7),
            .completed(500),
        ])
        let observer = scheduler.start { source.throttle(.seconds(200), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 2), .next(410, 6), .next(610, 7), .completed(610)])
        #expect(source.subscriptions == [Subscription(200, 500)])
    }

    @Test("throttle with latest: false drops the values inside a window")
    func throttleFirstOnly() {
        let taps = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(225, 3), .completed(300)])
        let observer = scheduler.start { taps.throttle(.seconds(10), latest: false, scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(225, 3), .completed(300)])
    }

    @Test("throttle waits for its window to send a pending value before completing")
    func throttleCompletion() {
        let taps = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(214)])
        let observer = scheduler.start { taps.throttle(.seconds(10), scheduler: scheduler) }
        #expect(observer.events == [.next(210, 1), .next(220, 2), .completed(220)])
    }

    @Test("observe(on:) delivers when the scheduler runs the work, in order")
    func observeOn() {
        var delivered: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { delivered.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        #expect(delivered.isEmpty)
        scheduler.start()
        #expect(delivered == [1, 2])
        subscription.dispose()
    }

    @Test("observe(on:) drops the deliveries still waiting when disposed")
    func observeOnDisposal() {
        var delivered: [Int] = []
        let subject = PublishSubject<Int>()
        let subscription = subject.observe(on: scheduler).subscribe(onNext: { delivered.append($0) })
        subject.onNext(1)
        subscription.dispose()
        scheduler.start()
        #expect(delivered.isEmpty)
    }

    @Test("subscribe(on:) starts the source's work when the scheduler runs it")
    func subscribeOn() {
        var started = false
        let work = Observable<Int>.deferred {
            started = true
            return Observable.just(1)
        }
        let subscription = work.subscribe(on: scheduler).subscribe(onNext: { _ in })
        #expect(!started)
        scheduler.advance(to: 1)
        #expect(started)
        subscription.dispose()
    }

    @Test("The main scheduler delivers at once")
    func mainScheduler() {
        var delivered: [Int] = []
        _ = Observable.of(1, 2).observe(on: MainScheduler.instance).subscribe(onNext: { delivered.append($0) })
        #expect(delivered == [1, 2])
    }

    // The cases below restate RxSwift's own tests of timer, interval and delay, with one of a timer that has both a
    // due time and a period, which RxSwift's tests cover only through interval.

    @Test("timer sends 0 once its due time has passed, then completes")
    func timer() {
        let observer = scheduler.start { Observable<Int>.timer(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == [.next(300, 0), .completed(300)])
    }

    @Test("timer with a period sends 0 at its due time, then 1, 2, … one period apart, until disposed")
    func periodicTimer() {
        let observer = scheduler.start(disposed: 600) {
            Observable<Int>.timer(.seconds(150), period: .seconds(100), scheduler: scheduler)
        }
        #expect(observer.events == [.next(350, 0), .next(450, 1), .next(550, 2)])
    }

    @Test("A periodic timer schedules its next tick before it sends, so it goes first of work scheduled when it sent")
    func periodicTimerSchedulesFirst() {
        var log: [String] = []
        let subscription = Observable<Int>.interval(.seconds(100), scheduler: scheduler).subscribe(onNext: { tick in
            log.append("tick \(tick)")
            if tick == 0 {
                _ = scheduler.schedule(after: .seconds(100)) { log.append("work") }
            }
        })
        scheduler.advance(to: 250)
        subscription.dispose()
        scheduler.start()
        #expect(log == ["tick 0", "tick 1", "work"])
    }

    @Test("interval sends 0, 1, 2, … one period apart, the first a period after subscribing")
    func interval() {
        let observer = scheduler.start { Observable<Int>.interval(.seconds(100), scheduler: scheduler) }
        #expect(observer.events == (0...6).map { .next(300 + $0 * 100, $0) })
    }

    @Test("interval of zero sends once a tick on RxTest's clock, which runs work for now a tick later")
    func intervalOfZero() {
        let rxTestClock = TestScheduler(simulateProcessingDelay: true)
        let observer = rxTestClock.start(disposed: 210) { Observable<Int>.interval(.zero, scheduler: rxTestClock) }
        #expect(observer.events == (0...8).map { .next(201 + $0, $0) })
    }

    @Test("interval sends nothing when disposed before its first period has passed")
    func intervalDisposedEarly() {
        let observer = scheduler.start { Observable<Int>.interval(.seconds(1_000), scheduler: scheduler) }
        #expect(observer.events.isEmpty)
    }

    @Test("delay sends every value and the completion the due time later", arguments: [50, 100, 150])
    func delay(ticks: Int) {
        let source = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .completed(550),
        ])
        let observer = scheduler.start { source.delay(.seconds(ticks), scheduler: scheduler) }
        #expect(
            observer.events == [
                .next(250 + ticks, 2), .next(350 + ticks, 3), .next(450 + ticks, 4), .completed(550 + ticks),
            ])
        #expect(source.subscriptions == [Subscription(200, 550)])
    }

    @Test("delay delays a completion with no value before it")
    func delayedCompletion() {
        let source = scheduler.createHotObservable([.next(150, 1), .completed(250)])
        let observer = scheduler.start { source.delay(.seconds(150), scheduler: scheduler) }
        #expect(observer.events == [.completed(400)])
        #expect(source.subscriptions == [Subscription(200, 250)])
    }

    @Test("delay sends an error at once, and drops the values still waiting", arguments: [50, 150])
    func delayedError(ticks: Int) {
        let failing = scheduler.createHotObservable([
            .next(150, 1), .next(250, 2), .next(350, 3), .next(450, 4), .error(550, TestError()),
        ])
        let observer = scheduler.start { failing.delay(.seconds(ticks), scheduler: scheduler) }
        let delivered: [Recorded<Event<Int>>] = [(250, 2), (350, 3), (450, 4)]
            .filter { time, _ in time + ticks < 550 }
            .map { time, value in .next(time + ticks, value) }
        #expect(observer.events == delivered + [.error(550, TestError())])
        #expect(failing.subscriptions == [Subscription(200, 550)])
    }

    @Test("delay sends an error that comes before any value at once")
    func delayedErrorAlone() {
        let failing = scheduler.createHotObservable([.next(150, 1), .error(250, TestError())])
        let observer = scheduler.start { failing.delay(.seconds(150), scheduler: scheduler) }
        #expect(observer.events == [.error(250, TestError())])
        #expect(failing.subscriptions == [Subscription(200, 250)])
    }
}
