import MiniTCA
import Testing

@testable import MiniTCATest

extension TestStore where State == PageLoader.State, Action == PageLoader.Action {
    /// Send the first load, asserting the two fields it changes; a failure is recorded at the caller's line.
    fileprivate func sendFirstLoad(sourceLocation: SourceLocation = #_sourceLocation) async {
        await send(
            .loadTapped,
            assert: {
                $0.isLoading = true
                $0.requests = 1
            }, sourceLocation: sourceLocation)
    }
}

/// Item 3 of the library's rules: a TestStore that fails where TCA's fails, each rule held by one test.
@Suite("MiniTCA's TestStore: every change said, every answer received, nothing left running")
struct TestStoreTests {
    @Test("A test that states every change and receives every answer passes without a failure")
    func exhaustivePasses() async {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)

        await store.sendFirstLoad()
        held.deliverNext(["A"])
        await store.receive(.pageLoaded(["A"])) {
            $0.isLoading = false
            $0.items = ["A"]
        }
        await store.finish()

        #expect(caught.messages.isEmpty)
    }

    @Test("The failure's difference marks the line expected with − and the line the reducer made with +")
    func differenceSigns() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: HeldAnswers().client)

        await store.send(.loadTapped) { $0.isLoading = true }
        await store.skipInFlightEffects()

        let lines = caught.messages.first?.split(separator: "\n").map(String.init) ?? []
        #expect(lines.contains { $0.hasPrefix("− ") && $0.hasSuffix("requests: 0") })
        #expect(lines.contains { $0.hasPrefix("+ ") && $0.hasSuffix("requests: 1") })
        #expect(!lines.contains { $0.hasPrefix("+ ") && $0.hasSuffix("requests: 0") })
        #expect(!lines.contains { $0.hasPrefix("− ") && $0.hasSuffix("requests: 1") })
    }

    @Test("An assertion that states a change when nothing changed fails")
    func statedChangeWithoutChangeFails() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: HeldAnswers().client)

        await store.send(.cancelTapped) { $0.isLoading = false }

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.contains("but nothing changed") == true)
    }

    @Test("Inside an assertion's closure, the store's state is still the state before the action")
    func stateInsideAssertionIsBefore() async {
        let store = TestStore(initialState: PageLoader.State()) {
            PageLoader()
        } withDependencies: {
            $0.pages = PagesClient { _ in [] }
        }
        var requestsSeenInside: Int?

        await store.send(.loadTapped) {
            requestsSeenInside = store.state.requests
            $0.isLoading = true
            $0.requests = 1
        }
        await store.receive(.pageLoaded([])) { $0.isLoading = false }
        await store.finish()

        #expect(requestsSeenInside == 0)
    }

    @Test("An action an effect sent that the test never received fails at finish, naming it")
    func unreceivedActionFails() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })

        await store.sendFirstLoad()
        await store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.contains("never asserted:\n  • pageLoaded([\"A\"])") == true)
    }

    @Test("An effect still under way at finish fails it, naming the action and the line that started it")
    func effectUnderWayFails() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: HeldAnswers().client)

        await store.sendFirstLoad()
        let sentAt = #line - 1
        await store.finish()

        #expect(caught.messages.count == 1)
        let message = caught.messages.first ?? ""
        #expect(message.hasPrefix("The test ended with 1 effect(s) still under way, started by:\n  • loadTapped"))
        #expect(message.contains("TestStoreTests.swift:\(sentAt)"))
    }

    @Test("A test store let go without finish() fails, within the test, at the test's last send")
    func releasedWithoutFinishChecks() async {
        let caught = CaughtFailures()
        var lastSentAt = 0
        do {
            let store = caught.loaderStore(pages: HeldAnswers().client)
            await store.sendFirstLoad()
            lastSentAt = #line - 1
        }

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.hasPrefix("The test ended with 1 effect(s) still under way") == true)
        #expect(caught.lines == [lastSentAt])
    }

    @Test("A receive that does not match takes the action off the queue, so the next receive sees the one after it")
    func failedReceiveTakesTheActionOff() async {
        let caught = CaughtFailures()
        let store = caught.probeStore { word in
            word == "start" ? .merge(.send("one"), .send("two")) : .none
        }

        await store.send("start")
        await store.receive("two")
        await store.receive("two")
        await store.finish()

        #expect(caught.messages.count == 1)
    }

    @Test("An exhaustive receive of an action that is not next fails and names the one that is")
    func receiveOutOfOrderNamesTheNext() async {
        let caught = CaughtFailures()
        let store = caught.probeStore { word in
            word == "start" ? .merge(.send("one"), .send("two")) : .none
        }

        await store.send("start")
        await store.receive("two")
        await store.skipReceivedActions()

        #expect(caught.messages == ["Expected to receive two, but received one before the one expected."])
    }

    @Test("Receiving one action leaves the others queued, to be received in turn")
    func receivingOneKeepsTheOthers() async {
        let caught = CaughtFailures()
        let store = caught.probeStore { word in
            word == "start" ? .merge(.send("one"), .send("two"), .send("three")) : .none
        }

        await store.send("start")
        await store.receive("one")
        await store.receive("two")
        await store.receive("three")
        await store.finish()

        #expect(caught.messages.isEmpty)
    }

    @Test("A receive, with or without a timeout, of an action no effect sent fails at once and says why")
    func receiveOfNothingFailsAtOnce() async {
        let caught = CaughtFailures()
        let clock = TestClock()
        let store = caught.probeStore { word in
            word == "start"
                ? .run { send in
                    try await clock.sleep(for: .seconds(1))
                    await send("late")
                } : .none
        }

        await store.send("start")
        await store.receive("late", timeout: .seconds(5))
        await clock.advance(by: .seconds(1))
        await store.receive("late")
        await store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.contains("advance the test clock") == true)
    }

    @Test("Sending while a received action waits to be asserted fails: the test must say what came back first")
    func sendBeforeReceiveFails() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })

        await store.sendFirstLoad()
        await store.send(.cancelTapped)
        await store.skipReceivedActions()

        #expect(caught.messages.first?.hasPrefix("Must handle 1 received action(s) before sending an action") == true)
    }

    @Test("assert checks the state now against the last state asserted")
    func assertChecksTheStateNow() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })
        store.exhaustivity = .off

        await store.send(.loadTapped)
        await store.skipReceivedActions()
        store.assert { $0.items = ["A"] }
        store.assert { $0.items = ["B"] }

        #expect(caught.messages.count == 1)
    }

    @Test("finish fails for what is left, and the store checks nothing more when it is let go")
    func finishChecksOnce() async {
        let caught = CaughtFailures()
        do {
            let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })
            await store.sendFirstLoad()
            await store.finish()
        }

        #expect(caught.messages.count == 1)
    }

    @Test("Exhaustivity off applies the actions received before the next send, and asserts only what the test names")
    func offAppliesQueuedActionsBeforeSend() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })
        store.exhaustivity = .off

        await store.send(.loadTapped) { $0.isLoading = true }
        await store.send(.loadTapped) {
            $0.items = ["A"]
            $0.requests = 2
        }
        await store.finish()

        #expect(caught.messages.isEmpty)
        #expect(caught.skipped.isEmpty)
        #expect(store.state.requests == 2)
    }

    @Test("Exhaustivity off, showing skipped assertions, shows what it skipped as notices that do not fail the test")
    func offShowsSkippedAssertions() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })
        store.exhaustivity = .off(showSkippedAssertions: true)

        await store.send(.loadTapped) { $0.isLoading = true }
        await store.send(.cancelTapped)

        #expect(caught.messages.isEmpty)
        #expect(caught.skipped.count == 3, "the unstated request count, the answer sent over, and its skipping")
        #expect(caught.skipped.last?.contains("pageLoaded") == true)
    }

    @Test("Exhaustivity off, a field the test names with the wrong value still fails")
    func offStillChecksNamedFields() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: HeldAnswers().client)
        store.exhaustivity = .off

        await store.send(.loadTapped) { $0.isLoading = false }

        #expect(caught.messages.count == 1)
    }

    @Test("skipReceivedActions takes the state they led to and shows them skipped; with nothing to skip it fails")
    func skipReceivedActionsIsStrict() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: PagesClient { _ in ["A"] })

        await store.sendFirstLoad()
        await store.skipReceivedActions()
        await store.skipReceivedActions()
        await store.finish()

        #expect(caught.skipped.count == 1)
        #expect(caught.messages == ["There were no received actions to skip."])
        #expect(store.state.items == ["A"])
    }

    @Test("skipInFlightEffects cancels them and shows them skipped; with nothing to cancel it fails")
    func skipInFlightEffectsIsStrict() async {
        let held = HeldAnswers()
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: held.client)

        await store.sendFirstLoad()
        await store.skipInFlightEffects()
        held.deliverNext(["late"])
        await store.skipInFlightEffects()
        await store.finish()

        #expect(caught.skipped.count == 1)
        #expect(caught.messages == ["There were no in-flight effects to skip."])
    }

    @Test("A store's hint ends every failure it reports, so a reader knows where to look")
    func hintEndsEveryFailure() async {
        let caught = CaughtFailures()
        let store = caught.loaderStore(pages: HeldAnswers().client)
        store.hint = "Look in PageLoader.swift."

        await store.send(.cancelTapped) { $0.isLoading = true }
        await store.finish()

        #expect(caught.messages.count == 1)
        #expect(caught.messages.first?.hasSuffix("\nLook in PageLoader.swift.") == true)
    }

    @Test("A test value that was never provided reports the call instead of reaching anything real")
    func unprovidedDependencyReports() async {
        let caught = CaughtFailures()
        let store = TestStore(initialState: PageLoader.State()) { PageLoader() }
        caught.catchFailures(of: store)

        await store.sendFirstLoad()
        await store.skipReceivedActions()
        await store.finish()

        #expect(caught.messages == ["PagesClient.fetch was called for request 1, and no test value was provided."])
    }
}
