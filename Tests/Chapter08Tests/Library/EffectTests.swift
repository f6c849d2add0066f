import MiniTCA
import Testing

@Suite("MiniTCA's effects: work as values, cancelled by id")
struct EffectTests {
    @Test("Starting an effect with cancelInFlight cancels the one under way: only the newer answer is reduced")
    func cancelInFlightSupersedes() {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }

        store.send(.loadTapped)
        store.send(.refreshPulled)
        held.deliverNext(["stale"])
        #expect(store.state.items.isEmpty)
        #expect(store.state.isLoading, "the superseded answer stops nothing")

        held.deliverNext(["fresh"])
        #expect(store.state.items == ["fresh"])
        #expect(!store.state.isLoading)
    }

    @Test("Without cancelInFlight, a second effect with the same id runs beside the first")
    func sameIDWithoutCancelInFlightRunsBoth() {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }

        store.send(.loadTapped)
        store.send(.loadTapped)
        held.deliverNext(["first"])
        held.deliverNext(["second"])

        #expect(store.state.items == ["first", "second"])
    }

    @Test("Effect.cancel(id:) drops the answer of every effect under way with that id")
    func cancelByID() {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }

        store.send(.loadTapped)
        store.send(.loadTapped)
        store.send(.cancelTapped)
        held.deliverNext(["first"])
        held.deliverNext(["second"])

        #expect(store.state.items.isEmpty)
    }

    @Test("An effect answers once: a second answer is dropped and reported")
    func secondAnswerDropped() {
        var reported: [String] = []
        var answer: (([String]) -> Void)?
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = PagesClient { _, send in answer = send }
            $0.reportIssue = { reported.append($0) }
        }

        store.send(.loadTapped)
        answer?(["A"])
        answer?(["B"])

        #expect(store.state.items == ["A"])
        #expect(reported.count == 1)
        #expect(reported.first?.hasPrefix("An effect answered twice") == true)
    }

    @Test("Effect.send feeds its action back before anyone sees the state in between")
    func sendEffectIsImmediate() {
        let store = Store(initialState: 0) {
            Reduce<Int, String> { state, action in
                state += 1
                return action == "first" ? .send("second") : .none
            }
        }
        var seen: [Int] = []
        let observation = store.observe { seen.append($0) }

        store.send("first")

        #expect(seen == [0, 2])
        observation.cancel()
    }
}
