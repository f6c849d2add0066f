import HeadlessUI
import MiniTCA
import MiniTCATest
import Testing

/// Item 2 of the library's rules: time through a clock dependency, collections and enum cases of child features,
/// dependencies overridden for a part of a feature, and cancel ids scoped to the child that uses them — each rule
/// held by one test.
@Suite("MiniTCA's time and collections: a test clock, forEach, ifCaseLet, dismiss, scoped cancel ids")
struct TimeAndCollectionsTests {
    /// A test store of ``Rows`` with two rows and `clock` as its clock.
    func rowsStore(_ clock: TestClock, presented: Row.State? = nil) -> TestStore<Rows.State, Rows.Action> {
        TestStore(initialState: Rows.State(rows: [Row.State(id: 1), Row.State(id: 2)], presented: presented)) {
            Rows()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    // snippet: minitca-test-clock
    @Test("A sleep on the test clock waits until the test advances the clock past its deadline, and no longer")
    func testClockAdvances() async {
        let clock = TestClock()
        let store = rowsStore(clock)

        await store.send(.rows(.element(id: 1, action: .start)))
        await clock.advance(by: .milliseconds(999))
        #expect(clock.sleepsWaiting == 1)
        await clock.advance(by: .milliseconds(1))
        #expect(clock.sleepsWaiting == 0)
        await store.receive(.rows(.element(id: 1, action: .ticked))) { $0.rows[id: 1]?.ticks = 1 }
        await store.finish()
    }
    // end-snippet

    @Test("run() moves the test clock on until no sleep is waiting")
    func testClockRuns() async {
        let clock = TestClock()
        let store = rowsStore(clock)

        await store.send(.rows(.element(id: 1, action: .start)))
        await store.send(.parentStarted)
        await clock.run()
        await store.receive(.rows(.element(id: 1, action: .ticked))) { $0.rows[id: 1]?.ticks = 1 }
        await store.receive(.parentTicked)
        await store.finish()
        #expect(clock.sleepsWaiting == 0)
    }

    @Test("forEach runs an element's reducer for its actions, and its effects' actions come back with its id")
    func forEachRunsTheElement() async {
        let clock = TestClock()
        let store = rowsStore(clock)

        await store.send(.rows(.element(id: 2, action: .start)))
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: 2, action: .ticked))) { $0.rows[id: 2]?.ticks = 1 }
        await store.finish()
    }

    @Test("forEach cancels the effects of an element the parent removes")
    func forEachCancelsRemovedElements() async {
        let clock = TestClock()
        let store = rowsStore(clock)

        await store.send(.rows(.element(id: 1, action: .start)))
        await store.send(.remove(1)) { $0.rows.remove(id: 1) }
        await clock.advance(by: .seconds(1))
        await store.finish()
    }

    @Test("forEach reports an action for an id that is not in the collection, and changes nothing")
    func forEachReportsMissingIDs() async {
        let reported = LockIsolated<[String]>([])
        let store = Store(initialState: Rows.State()) {
            Rows()
        } withDependencies: {
            $0.reportIssue = { message in reported.withValue { $0.append(message) } }
        }

        store.send(.rows(.element(id: 7, action: .ticked)))

        #expect(reported.value == ["An action was sent to the element 7 of Row, which is not there."])
        #expect(store.state == Rows.State())
    }

    @Test("A child's cancel id reaches only its own effects: not a sibling's, not its parent's")
    func cancelIDsAreScopedToTheChild() async {
        let clock = TestClock()
        let store = rowsStore(clock)

        await store.send(.rows(.element(id: 1, action: .start)))
        await store.send(.rows(.element(id: 2, action: .start)))
        await store.send(.parentStarted)
        await store.send(.rows(.element(id: 1, action: .stop)))
        await clock.advance(by: .seconds(1))
        await store.receive(.rows(.element(id: 2, action: .ticked))) { $0.rows[id: 2]?.ticks = 1 }
        await store.receive(.parentTicked)
        await store.finish()
    }

    @Test("A presented child closes itself through the dismiss dependency, and its parent sets it to nil")
    func dismissClosesTheChild() async {
        let store = rowsStore(TestClock(), presented: Row.State(id: 9))

        await store.send(.presented(.presented(.closeTapped)))
        await store.receive(.presented(.dismiss)) { $0.presented = nil }
        await store.finish()
    }

    @Test("ifLet cancels a child's effects when another child takes its place, not only when it goes")
    func ifLetCancelsOnNewIdentity() async {
        let clock = TestClock()
        let store = rowsStore(clock, presented: Row.State(id: 9))

        await store.send(.presented(.presented(.start)))
        await store.send(.present(10)) { $0.presented = Row.State(id: 10) }
        await clock.advance(by: .seconds(1))
        await store.finish()
    }

    @Test("ifCaseLet cancels the effects of the case held when the state changes to another case")
    func ifCaseLetCancelsOnNewCase() async {
        let held = HeldAnswers()
        let store = Store(initialState: Screen.State.loader(PageLoader.State())) {
            Screen()
        } withDependencies: {
            $0.pages = held.client
        }

        store.send(.loader(.loadTapped))
        store.send(.showEditor)
        held.deliverNext(["late"])

        #expect(store.state == .editor(Editor.State(text: "")))
    }

    @Test("A reducer's dependency override reaches it and every effect it builds, and nothing beside it")
    func dependencyOverride() async {
        let store = TestStore(initialState: Rows.State(rows: [Row.State(id: 1)])) {
            Rows()
                .dependency(\.continuousClock, ImmediateClock())
        }

        await store.send(.rows(.element(id: 1, action: .start)))
        await store.receive(.rows(.element(id: 1, action: .ticked))) { $0.rows[id: 1]?.ticks = 1 }
        await store.finish()
    }

    /// A store of ``Rows`` with one row, on `clock`, as an app's store is on its application's clock.
    func rowsStore(on clock: VirtualClock) -> Store<Rows.State, Rows.Action> {
        Store(initialState: Rows.State(rows: [Row.State(id: 1)])) {
            Rows()
        } withDependencies: {
            $0.continuousClock = clock
        }
    }

    @Test("On a HeadlessUI clock, an effect's sleep ends and its action is reduced before the clock's move returns")
    func effectOnTheAppsClock() {
        let clock = VirtualClock()
        let store = rowsStore(on: clock)

        store.send(.rows(.element(id: 1, action: .start)))
        clock.advance(by: .milliseconds(999))
        #expect(store.state.rows[id: 1]?.ticks == 0)
        #expect(clock.waitingCount == 1)

        clock.advance(by: .milliseconds(1))
        #expect(store.state.rows[id: 1]?.ticks == 1)
        #expect(clock.waitingCount == 0)
    }

    @Test("On a HeadlessUI clock, a cancelled effect's sleep leaves the clock at once, and the effect sends nothing")
    func effectCancelledOnTheAppsClock() {
        let clock = VirtualClock()
        let store = rowsStore(on: clock)

        store.send(.rows(.element(id: 1, action: .start)))
        store.send(.rows(.element(id: 1, action: .stop)))
        #expect(clock.waitingCount == 0)

        clock.advance(by: .seconds(1))
        #expect(store.state.rows[id: 1]?.ticks == 0)
    }

    @Test("A store's initial state is built with its dependencies in force")
    func initialStateWithinDependencies() async {
        let store = TestStore(initialState: Rows.State(rows: [Row.State(id: firstRowID())])) {
            Rows()
        } withDependencies: {
            $0.firstRowID = 5
        }

        #expect(store.state.rows.ids == [5])
    }

    /// The first row's id, read from the current dependencies, as an initial state built from a dependency is.
    private func firstRowID() -> Int {
        Dependency(\.firstRowID).wrappedValue
    }
}

/// The id of the first row, a dependency of these tests only.
nonisolated private enum FirstRowIDKey: TestDependencyKey {
    static let testValue = 0
}

nonisolated extension DependencyValues {
    fileprivate var firstRowID: Int {
        get { self[FirstRowIDKey.self] }
        set { self[FirstRowIDKey.self] = newValue }
    }
}
