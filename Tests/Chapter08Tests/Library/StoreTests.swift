import MiniTCA
import Testing

@Suite("MiniTCA's Store: one state, one loop, observers told once")
struct StoreTests {
    @Test("A store reduces an action and its observers see the new state by the time send returns")
    func sendReducesAtOnce() async {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }
        var seen: [PageLoader.State] = []
        let observation = store.observe { seen.append($0) }

        store.send(.loadTapped)

        #expect(store.state.isLoading)
        #expect(seen.map(\.isLoading) == [false, true])
        #expect(held.requests == [1])
        observation.cancel()
    }

    @Test(
        "An effect that answers at once is reduced in the same turn, after the action that started it, and observers hear once"
    )
    func immediateAnswerSameTurn() async {
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = PagesClient { _ in ["A", "B"] }
        }
        var renders = 0
        let observation = store.observe { _ in renders += 1 }

        store.send(.loadTapped)

        #expect(store.state.items == ["A", "B"])
        #expect(!store.state.isLoading)
        #expect(renders == 2, "once on observing, once for the whole turn")
        observation.cancel()
    }

    @Test("An action an observer sends is reduced after the current one, never inside it")
    func observerSendIsQueued() async {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }
        var loadingSeen: [Bool] = []
        let observation = store.observe { state in
            loadingSeen.append(state.isLoading)
            if state.isLoading && state.requests == 1 {
                store.send(.cancelTapped)
            }
        }

        store.send(.loadTapped)

        #expect(loadingSeen == [false, true, false])
        #expect(!store.state.isLoading)
        observation.cancel()
    }

    @Test("A cancelled observation hears nothing more")
    func cancelledObservationIsSilent() async {
        let held = HeldAnswers()
        let store = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }
        var renders = 0
        let observation = store.observe { _ in renders += 1 }
        observation.cancel()

        store.send(.loadTapped)

        #expect(renders == 1)
    }

    @Test("A store that is let go is freed, and the late answer to its request reaches no one")
    func releasedStoreDropsLateAnswer() async {
        let held = HeldAnswers()
        var store: StoreOf<PageLoader>? = Store(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = held.client
        }
        weak let released = store
        store?.send(.loadTapped)

        store = nil
        held.deliverNext(["late"])

        #expect(released == nil)
        #expect(held.requests == [1])
    }
}
