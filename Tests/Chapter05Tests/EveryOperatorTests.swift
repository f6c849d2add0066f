import MiniRx
import MiniRxTest
import Testing

/// The grammar every operator keeps, checked for each one on the same hot source.
@Suite("Every operator keeps the grammar of a sequence")
struct EveryOperatorTests {
    @Test("A value gets through", arguments: singleSourceOperators)
    func valueGetsThrough(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1)])
        let observer = scheduler.start { operatorCase.apply(source.asObservable(), scheduler) }
        #expect(observer.elements == operatorCase.expected)
    }

    @Test("The source's error comes through, and then nothing", arguments: singleSourceOperators)
    func errorEndsTheSequence(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([
            .next(210, 1), .error(220, TestError("boom")), .next(230, 2), .completed(240),
        ])
        let observer = scheduler.start { operatorCase.apply(source.asObservable(), scheduler) }
        let errors = observer.events.filter { $0.value.error != nil }
        #expect(errors.map(\.time) == [220])
        #expect((errors.first?.value.error as? TestError)?.message == operatorCase.errorMessage)
        #expect(observer.events.last?.time == 220)
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("The source's completion comes through, and then nothing", arguments: singleSourceOperators)
    func completionEndsTheSequence(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let observer = scheduler.start { operatorCase.apply(source.asObservable(), scheduler) }
        let completions = observer.events.filter { $0.value == .completed }
        if operatorCase.completesWithTheSource {
            #expect(completions.map(\.time) == [220 + operatorCase.completesAfter])
            #expect(observer.events.last?.value == .completed)
        } else {
            #expect(completions.isEmpty)
        }
        #expect(!observer.elements.contains(20) && !observer.elements.contains(2))
        #expect(source.subscriptions.first?.unsubscribe == 220)
    }

    @Test("Disposing the subscription disposes the source, and nothing more arrives", arguments: singleSourceOperators)
    func disposalStopsTheSource(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .next(400, 2), .completed(500)])
        let observer = scheduler.start(disposed: 300) { operatorCase.apply(source.asObservable(), scheduler) }
        #expect(source.subscriptions == [Subscription(200, 300)])
        #expect(observer.events.allSatisfy { $0.time < 300 })
    }

    @Test(
        "A value the subscriber sends back into the source while receiving one is handled in turn",
        arguments: singleSourceOperators)
    func feedbackIntoTheSource(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let trigger = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        // A source that hands its observer out, so the subscriber can send into it while it is delivering.
        var feedback: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            feedback = observer
            return trigger.subscribe(observer)
        }
        let observer = scheduler.createObserver(Int.self)
        var hasFedBack = false
        var subscription: (any Disposable)?
        scheduler.scheduleAt(200) {
            subscription = operatorCase.apply(source, scheduler).subscribe { event in
                observer.on(event)
                guard case .next = event, !hasFedBack, let feedback else { return }
                hasFedBack = true
                feedback.onNext(2)
            }
        }
        scheduler.start()
        subscription?.dispose()
        #expect(hasFedBack)
        #expect(observer.elements == operatorCase.expectedWithFeedback)
        let stops = observer.events.indices.filter { observer.events[$0].value.isStopEvent }
        #expect(stops.count <= 1 && stops.allSatisfy { $0 == observer.events.count - 1 })
    }

    @Test("A source that fails while it is being subscribed fails the chain at once", arguments: singleSourceOperators)
    func synchronousFailure(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let observer = scheduler.start { operatorCase.apply(Observable.error(TestError("boom")), scheduler) }
        #expect(observer.events.last?.time == 200)
        #expect((observer.events.last?.value.error as? TestError)?.message == operatorCase.errorMessage)
        #expect(observer.events.filter { $0.value.isStopEvent }.count == 1)
    }
}
