import MiniTCA
import Testing

@testable import MiniTCATest

/// The test store's own checks, caught instead of failing the test, so each can be asserted.
@MainActor
private final class CaughtFailures {
    private(set) var messages: [String] = []

    func catchFailures<State, Action>(of store: TestStore<State, Action>) {
        store.recordFailure = { [weak self] message, _ in self?.messages.append(message) }
    }

    /// A test store of ``PageLoader`` whose failures are caught here instead of failing the test.
    func loaderStore(pages: PagesClient) -> TestStore<PageLoader.State, PageLoader.Action> {
        let store = TestStore(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = pages
        }
        catchFailures(of: store)
        return store
    }
}

extension TestStore where State == PageLoader.State, Action == PageLoader.Action {
    /// Send the first load, asserting the two fields it changes; a failure is recorded at the caller's line.
    fileprivate func sendFirstLoad(sourceLocation: SourceLocation = #_sourceLocation) {
        send(
            .loadTapped,
            assert: {
                $0.isLoading = true
                $0.requests = 1
            }, sourceLocation: sourceLocation)
    }
}

@Suite("MiniTCA's TestStore: every change said, every answer received, nothing left running")
struct TestStoreTests {
    @Test("A test that states every change and receives every answer passes without a failure")
    func exhaustivePasses() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)

        store.sendFirstLoad()
        held.deliverNext(["A"])
        store.receive(.pageLoaded(["A"])) {
            $0.isLoading = false
            $0.items = ["A"]
        }
        store.finish()

        #expect(caught.messages.isEmpty)
    }

    @Test("A change the test did not state fails, and the failure shows the field expected and the field made")
    func unstatedChangeFails() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)

        store.send(.loadTapped) { $0.isLoading = true }
        store.skipInFlightEffects()
        store.finish()

        #expect(caught.messages.count == 1)
        let message = caught.messages.first ?? ""
        #expect(message.contains("− ") && message.contains("requests: 0"))
        #expect(message.contains("+ ") && message.contains("requests: 1"))
    }

    @Test("An answer an effect sent and the test never received fails the test at its end")
    func unreceivedActionFails() {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _, answer in answer(["A"]) })

        store.sendFirstLoad()
        store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.contains("never asserted: pageLoaded") == true)
    }

    @Test("A store's hint ends every failure it reports, so a reader knows where to look")
    func hintEndsEveryFailure() {
        let store = TestStore(initialState: PageLoader.State()) { PageLoader() }
        store.hint = "Look in PageLoader.swift."
        let caught = CaughtFailures()
        caught.catchFailures(of: store)

        store.send(.cancelTapped) { $0.isLoading = true }
        store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.hasSuffix("\nLook in PageLoader.swift.") == true)
    }

    @Test("An effect still under way at the end of the test fails it")
    func effectUnderWayFails() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)

        store.sendFirstLoad()
        store.finish()

        #expect(
            caught.messages == [
                "The test ended with 1 effect(s) still under way: deliver their answers and receive them, or cancel them."
            ])
    }

    @Test("A test store let go without finish() still fails for the effect it left under way")
    func releasedWithoutFinishChecks() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        do {
            let store = TestStore(initialState: PageLoader.State()) {
                PageLoader()
            } withDependencies: {
                $0.pages = held.client
            }
            caught.catchFailures(of: store)
            store.sendFirstLoad()
        }

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.hasPrefix("The test ended with 1 effect(s) still under way") == true)
    }

    @Test("Receiving an action other than the next one an effect sent fails")
    func wrongReceivedActionFails() {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _, answer in answer(["A"]) })

        store.sendFirstLoad()
        store.receive(.pageLoaded(["B"]))
        store.skipReceivedActions()
        store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.hasPrefix("Expected to receive pageLoaded([\"B\"])") == true)
    }

    @Test("Sending while an answer waits to be received fails: the test must say what came back first")
    func sendBeforeReceiveFails() {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _, answer in answer(["A"]) })
        store.exhaustivity = .on

        store.sendFirstLoad()
        store.send(.cancelTapped)
        store.skipReceivedActions()
        store.finish()

        #expect(caught.messages.count == 2, "one for sending early, one for the state the early send did not state")
        #expect(caught.messages.first?.hasPrefix("An action was sent while 1 action(s)") == true)
    }

    @Test("A test value that was never provided reports the call instead of reaching anything real")
    func unprovidedDependencyReports() {
        let store = TestStore(initialState: PageLoader.State()) { PageLoader() }
        let caught = CaughtFailures()
        caught.catchFailures(of: store)

        store.sendFirstLoad()
        store.skipInFlightEffects()
        store.finish()

        #expect(caught.messages == ["PagesClient.fetch was called for request 1, and no test value was provided."])
    }

    @Test("Non-exhaustive, a test asserts only the fields it names and may skip answers and running effects")
    func nonExhaustiveChecksOnlyWhatItSays() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)
        store.exhaustivity = .off

        store.send(.loadTapped) { $0.isLoading = true }
        store.send(.refreshPulled)
        held.deliverNext(["stale"])
        held.deliverNext(["fresh"])
        store.receive(PageLoader.Action.pageLoadedCase) { $0.items = ["fresh"] }
        store.send(.loadTapped)
        store.finish()

        #expect(caught.messages.isEmpty)
    }

    @Test("Non-exhaustive, a field the test names with the wrong value still fails")
    func nonExhaustiveStillChecksNamedFields() {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)
        store.exhaustivity = .off

        store.send(.loadTapped) { $0.isLoading = false }
        store.finish()

        #expect(caught.messages.count == 1)
    }
}
