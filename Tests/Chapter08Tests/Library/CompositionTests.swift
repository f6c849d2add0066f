import MiniTCA
import Testing

@Suite("MiniTCA's composition: Scope, ifLet, alerts as state")
struct CompositionTests {
    @Test("Scope runs the child's reducer on the child's state first, then the parent sees the same action")
    func scopeRunsChildThenParent() async {
        let store = Store(initialState: Shelf.State()) {
            Shelf()
        } withDependencies: {
            $0.pages = PagesClient { _ in ["A"] }
        }

        store.send(.loader(.loadTapped))

        #expect(store.state.loader.items == ["A"])
        #expect(store.state.log == ["parent saw loader loadTapped", "parent saw loader pageLoaded([\"A\"])"])
    }

    @Test("A child's delegate action reaches its parent, which dismisses the child")
    func delegateReachesParent() async {
        let store = Store(initialState: Shelf.State()) {
            Shelf()
        } withDependencies: {
            $0.pages = PagesClient { _ in [] }
        }

        store.send(.editTapped("draft"))
        store.send(.editor(.presented(.saveTapped)))

        #expect(store.state.editor == nil)
        #expect(store.state.log.last == "saved draft")
    }

    @Test("Dismissing a presented child sets it to nil and cancels its effects: the late answer reaches no one")
    func dismissCancelsChildEffects() async {
        let held = HeldAnswers()
        let store = Store(initialState: Shelf.State()) {
            Shelf()
        } withDependencies: {
            $0.pages = held.client
        }

        store.send(.editTapped("draft"))
        store.send(.editor(.presented(.saveTapped)))
        store.send(.editor(.dismiss))
        let logBeforeAnswer = store.state.log
        held.deliverNext([])

        #expect(store.state.editor == nil)
        #expect(store.state.log == logBeforeAnswer)
    }

    @Test("An action for a child that is not presented changes nothing and is reported")
    func actionForAbsentChildIsReported() async {
        let reported = LockIsolated<[String]>([])
        let store = Store(initialState: Shelf.State()) {
            Shelf()
        } withDependencies: {
            $0.reportIssue = { message in reported.withValue { $0.append(message) } }
        }

        store.send(.editor(.presented(.saveTapped)))

        #expect(store.state.editor == nil)
        #expect(reported.value.count == 1)
    }

    @Test("An alert is state, and it goes away after any of its buttons")
    func alertGoesAfterAnyButton() async {
        let store = Store(initialState: Shelf.State(loader: PageLoader.State(items: ["A"]))) { Shelf() }

        store.send(.clearTapped)
        #expect(store.state.alert?.title == "Clear?")
        store.send(.alert(.presented(.confirmClear)))

        #expect(store.state.alert == nil)
        #expect(store.state.loader.items.isEmpty)
    }

    @Test("A scoped store reads its child's part of the state and sends its actions wrapped to the parent")
    func scopedStore() async {
        let store = Store(initialState: Shelf.State()) {
            Shelf()
        } withDependencies: {
            $0.pages = PagesClient { _ in ["A"] }
        }
        let loaderStore = store.scope(state: \.loader, action: Shelf.Action.loaderCase)

        loaderStore.send(.loadTapped)

        #expect(loaderStore.state.items == ["A"])
        #expect(store.state.log.first == "parent saw loader loadTapped")
    }

    @Test("A presented child's store exists only while the child does, and keeps its last state once it is gone")
    func presentedScopedStore() async throws {
        let store = Store(initialState: Shelf.State()) { Shelf() }
        #expect(store.scope(state: \.editor, action: Shelf.Action.editorCase.presented()) == nil)

        store.send(.editTapped("draft"))
        let editorStore = try #require(
            store.scope(state: \.editor, action: Shelf.Action.editorCase.presented()))
        store.send(.editor(.dismiss))

        #expect(editorStore.state.text == "draft")
    }

    @Test("ifCaseLet runs the child while the enum state holds its case, and reports an action for it otherwise")
    func ifCaseLetRunsTheCaseHeld() async {
        let reported = LockIsolated<[String]>([])
        let loading = Store(initialState: Screen.State.loader(PageLoader.State())) {
            Screen()
        } withDependencies: {
            $0.pages = PagesClient { _ in ["A"] }
        }
        let editing = Store(initialState: Screen.State.editor(Editor.State(text: "draft"))) {
            Screen()
        } withDependencies: {
            $0.reportIssue = { message in reported.withValue { $0.append(message) } }
        }

        loading.send(.loader(.loadTapped))
        editing.send(.loader(.loadTapped))

        #expect(loading.state == .loader(PageLoader.State(items: ["A"], isLoading: false, requests: 1)))
        #expect(editing.state == .editor(Editor.State(text: "draft")))
        #expect(reported.value.count == 1)
    }
}
