import MiniRx
import MiniRxTest
import Testing

@testable import CLE

/// A counter: the state is the running total, each input is added to it.
private func add(_ total: inout Int, _ input: Int) {
    total += input
}

@Suite("cycle: a state fed back through its reactions")
struct CycleTests {
    let scheduler = TestScheduler()

    @Test("cycle sends the initial state at once, then the state after each input")
    func moore() {
        let inputs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
        let observer = scheduler.start {
            cycle(inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [])
        }
        #expect(observer.events == [.next(200, 0), .next(210, 1), .next(220, 3), .completed(230)])
    }

    // snippet: cle-test-cycle-state-before
    @Test("Each reaction sees every input paired with the state before it")
    func reactionsSeeTheStateBefore() {
        let inputs = scheduler.createHotObservable([.next(210, 1), .next(220, 2)])
        var seen: [String] = []
        let watching: Reaction<Int, Int> = { steps in
            steps.do(onNext: { state, input in seen.append("\(state)+\(input)") }).flatMap { _ in Observable.empty() }
        }
        _ = scheduler.start {
            cycle(inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [watching])
        }
        #expect(seen == ["0+1", "1+2"])
    }
    // end-snippet

    @Test("What a reaction produces is fed back, after the input that caused it has been handled everywhere")
    func feedback() {
        let inputs = scheduler.createHotObservable([.next(210, 1), .next(220, 100)])
        var seenByWatcher: [String] = []
        let doubleSmallInputs: Reaction<Int, Int> = { steps in
            steps.compactMap { _, input in input < 10 ? input * 10 : nil }
        }
        let watcher: Reaction<Int, Int> = { steps in
            steps.do(onNext: { state, input in seenByWatcher.append("\(state)+\(input)") })
                .flatMap { _ in Observable.empty() }
        }
        let observer = scheduler.start {
            cycle(
                inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [doubleSmallInputs, watcher])
        }
        #expect(observer.events == [.next(200, 0), .next(210, 1), .next(210, 11), .next(220, 111)])
        #expect(seenByWatcher == ["0+1", "1+10", "11+100"])
    }

    @Test("A reaction's effect that answers later feeds its result back when it arrives")
    func laterEffect() {
        let inputs = scheduler.createHotObservable([.next(210, 1)])
        let effect = scheduler.createColdObservable([.next(50, 1000), .completed(50, Int.self)])
        let request: Reaction<Int, Int> = { steps in
            steps.filter { _, input in input == 1 }.flatMap { _ in effect.asObservable() }
        }
        let observer = scheduler.start {
            cycle(inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [request])
        }
        #expect(observer.events == [.next(200, 0), .next(210, 1), .next(260, 1001)])
        #expect(effect.subscriptions == [Subscription(210, 260)])
    }

    @Test("Inputs that arrive at once, as the cycle is subscribed, are not lost")
    func immediateInputs() {
        let recording = Recording<Int>()
        _ = cycle(inputs: [Observable.of(1, 2)], initialState: 0, reduce: add, reactions: []).subscribe(
            recording.observer)
        #expect(recording.events == [.next(0), .next(1), .next(3), .completed])
    }

    @Test("Disposing the cycle stops the reactions' effects")
    func disposalStopsEffects() {
        let inputs = scheduler.createHotObservable([.next(210, 1)])
        let effect = scheduler.createColdObservable([.next(500, 1000)])
        let request: Reaction<Int, Int> = { steps in steps.flatMap { _ in effect.asObservable() } }
        let observer = scheduler.start(disposed: 300) {
            cycle(inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [request])
        }
        #expect(observer.events == [.next(200, 0), .next(210, 1)])
        #expect(effect.subscriptions == [Subscription(210, 300)])
    }

    @Test("An error from the inputs or from a reaction ends the cycle with that error")
    func errors() {
        let failingInputs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError("inputs"), Int.self)])
        let fromInputs = scheduler.start {
            cycle(inputs: [failingInputs.asObservable()], initialState: 0, reduce: add, reactions: [])
        }
        #expect(fromInputs.events == [.next(200, 0), .next(210, 1), .error(220, TestError("inputs"))])

        let reactionScheduler = TestScheduler()
        let inputs = reactionScheduler.createHotObservable([.next(210, 1)])
        let failing: Reaction<Int, Int> = { steps in steps.flatMap { _ in Observable<Int>.error(TestError("effect")) } }
        let fromReaction = reactionScheduler.start {
            cycle(inputs: [inputs.asObservable()], initialState: 0, reduce: add, reactions: [failing])
        }
        #expect(fromReaction.events == [.next(200, 0), .next(210, 1), .error(210, TestError("effect"))])
    }
}
