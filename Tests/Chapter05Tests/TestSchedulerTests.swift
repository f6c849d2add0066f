import MiniRx
import MiniRxTest
import Testing

@Suite("Virtual time: TestScheduler, recorders and marble diagrams")
struct TestSchedulerTests {
    @Test("Scheduled work runs in time order, then in the order it was scheduled")
    func order() {
        let scheduler = TestScheduler()
        var log: [String] = []
        scheduler.scheduleAt(20) { log.append("b") }
        scheduler.scheduleAt(10) { log.append("a") }
        scheduler.scheduleAt(20) { log.append("c") }
        let cancelled = scheduler.scheduleAt(15) { log.append("cancelled") }
        cancelled.dispose()
        scheduler.start()
        #expect(log == ["a", "b", "c"])
        #expect(scheduler.clock == 20)
    }

    @Test("advance(to:) runs only the work due by then and moves the clock")
    func advance() {
        let scheduler = TestScheduler()
        var log: [TestTime] = []
        for time in [10, 20, 30] { scheduler.scheduleAt(time) { log.append(scheduler.clock) } }
        scheduler.advance(to: 25)
        #expect(log == [10, 20])
        #expect(scheduler.clock == 25)
        scheduler.advance(to: 40)
        #expect(log == [10, 20, 30])
    }

    @Test("start(created:subscribed:disposed:) records only between subscription and disposal")
    func startWindow() {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(1_100, 2)])
        let observer = scheduler.start { source.asObservable() }
        #expect(observer.events == [.next(210, 1)])
        #expect(source.subscriptions == [Subscription(200, 1_000)])
    }

    @Test("A cold observable plays its timeline from each subscription")
    func coldObservable() {
        let scheduler = TestScheduler()
        let cold = scheduler.createColdObservable([.next(10, "a"), .completed(20)])
        let observer = scheduler.start { cold.asObservable() }
        #expect(observer.events == [.next(210, "a"), .completed(220)])
    }

    @Test("With simulateProcessingDelay, work scheduled for now runs one tick later, as on RxTest's scheduler")
    func processingDelay() {
        let delayed = TestScheduler(simulateProcessingDelay: true)
        let observer = delayed.start { Observable.just(1).observe(on: delayed) }
        #expect(observer.events == [.next(201, 1), .completed(201)])
        let cold = delayed.createColdObservable([.next(0, "now"), .next(10, "later")])
        let coldObserver = delayed.createObserver(String.self)
        delayed.scheduleAt(1_100) { _ = cold.subscribe(coldObserver) }
        delayed.start()
        #expect(coldObserver.events == [.next(1_101, "now"), .next(1_110, "later")])
        let immediate = TestScheduler()
        let atOnce = immediate.start { Observable.just(1).observe(on: immediate) }
        #expect(atOnce.events == [.next(200, 1), .completed(200)])
    }

    @Test("Durations convert to ticks by the scheduler's resolution")
    func resolution() {
        let scheduler = TestScheduler(resolution: .milliseconds(100))
        #expect(scheduler.ticks(.seconds(2)) == 20)
        scheduler.advance(to: 5)
        #expect(scheduler.now == .milliseconds(500))
    }

    @Test("A marble diagram parses into recorded events")
    func parseMarbles() throws {
        let events = try Marbles.events("-a-(b|)", values: ["a": 1, "b": 2])
        #expect(events == [.next(10, 1), .next(30, 2), .completed(30)])
        let failing = try Marbles.events("a#", values: ["a": 1], error: TestError(), start: 200)
        #expect(failing == [.next(200, 1), .error(210, TestError())])
        #expect(throws: Marbles.ParseError.unknownSymbol("z")) { try Marbles.events("-z", values: ["a": 1]) }
        #expect(throws: Marbles.ParseError.unbalancedGroup) { try Marbles.events("(a", values: ["a": 1]) }
    }

    @Test("Recorded events render back into the diagram they came from")
    func renderMarbles() throws {
        let values: [Character: String] = ["a": "Pros", "b": "Cons"]
        let diagram = "--a-(ab)--b-|"
        let events = try Marbles.events(diagram, values: values)
        #expect(Marbles.diagram(of: events, values: values) == diagram)
    }

    // snippet: minirx-test-marbles
    @Test("An operator checked with marbles: map on virtual time")
    func marbleTest() throws {
        let scheduler = TestScheduler()
        let values: [Character: Int] = ["a": 1, "b": 2, "A": 10, "B": 20]
        let source = scheduler.createHotObservable(try Marbles.events("--a-b-|", values: values, start: 200))
        let observer = scheduler.start { source.map { $0 * 10 } }
        #expect(observer.diagram(values: values, start: 200) == "--A-B-|")
    }
    // end-snippet

    @Test("Recorded events print the way tests write them")
    func descriptions() {
        let events: [Recorded<Event<Int>>] = [.next(210, 1), .completed(220)]
        #expect(events.map(\.description) == ["next(210, 1)", "completed(220)"])
        #expect(Subscription(200, 300).description == "(200, 300)")
        #expect(Subscription(200).description == "(200, never)")
    }
}
