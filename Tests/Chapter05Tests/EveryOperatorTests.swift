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
        let expectedMessage = operatorCase.description == "catch" ? "rethrown" : "boom"
        #expect(errors.map(\.time) == [220])
        #expect((errors.first?.value.error as? TestError)?.message == expectedMessage)
        #expect(observer.events.last?.time == 220)
        #expect(source.subscriptions == [Subscription(200, 220)])
    }

    @Test("The source's completion comes through, and then nothing", arguments: singleSourceOperators)
    func completionEndsTheSequence(_ operatorCase: OperatorCase) {
        let scheduler = TestScheduler()
        let source = scheduler.createHotObservable([.next(210, 1), .completed(220), .next(230, 2)])
        let observer = scheduler.start { operatorCase.apply(source.asObservable(), scheduler) }
        let completions = observer.events.filter { $0.value == .completed }
        // `merge` with `never()` and `combineLatest` with `just` wait for their other source; the rest complete.
        if operatorCase.description == "merge" {
            #expect(completions.isEmpty)
        } else {
            #expect(completions.map(\.time) == [220])
            #expect(observer.events.last?.value == .completed)
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
}
