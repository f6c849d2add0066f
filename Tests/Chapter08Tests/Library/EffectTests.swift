import MiniTCA
import MiniTCATest
import Testing

/// Item 1 of the library's rules: effects as TCA runs them — async, sending any number of times or never, ending
/// when their operation returns, cancelled by id or from inside — each rule held by one test.
@Suite("MiniTCA's effects: async work as values, sending any number of times, cancelled by id")
struct EffectTests {
    @Test("A run effect may send any number of times, and every action arrives in the order sent")
    func sendsManyTimes() async {
        let store = probeStore { word in
            guard word == "start" else { return .none }
            return .run { send in
                await send("one")
                await send("two")
                await send("three")
            }
        }

        await store.send("start")
        await store.receive("one")
        await store.receive("two")
        await store.receive("three")
        await store.finish()
    }

    @Test("A run effect may end without sending anything, and then nothing is under way")
    func endsWithoutSending() async {
        let ran = LockIsolated(false)
        let store = probeStore { _ in .run { _ in ran.withValue { $0 = true } } }

        await store.send("start")
        await store.finish()
        #expect(ran.value)
    }

    @Test("An effect is under way until its operation returns, however long it waits")
    func endsWhenOperationReturns() async {
        let answers = Held<Int, String>()
        let caught = CaughtFailures()
        let store = caught.probeStore { word in
            guard word == "start" else { return .none }
            return .run { send in await send(try await answers.hold(1)) }
        }

        let task = await store.send("start")
        await task.finish()
        #expect(caught.messages.count == 1, "still under way: it waits for its answer")
        answers.deliverOldest("answered")
        await task.finish()
        await store.receive("answered")
        await store.finish()
        #expect(caught.messages.count == 1, "ended once its operation returned")
    }

    @Test("A thrown error goes to the effect's catch handler, which may send an action for it")
    func catchHandlerSendsForError() async {
        let store = probeStore { word in
            guard word == "start" else { return .none }
            return .run { _ in
                throw Refusal()
            } catch: { error, send in
                await send("caught \(error is Refusal)")
            }
        }

        await store.send("start")
        await store.receive("caught true")
        await store.finish()
    }

    @Test("An error thrown with no catch handler is reported as a mistake")
    func uncaughtErrorIsReported() async {
        let reported = LockIsolated<[String]>([])
        let store = probeStore { _ in .run { _ in throw Refusal() } }
        store.dependencies.reportIssue = { message in reported.withValue { $0.append(message) } }

        await store.send("start")
        await store.finish()
        #expect(reported.value.count == 1)
        #expect(reported.value.first?.hasPrefix("An effect threw") == true)
    }

    @Test("A cancelled effect stops at its next check, and whatever it sends afterwards is dropped")
    func cancelledEffectSendsNothing() async {
        let clock = TestClock()
        let store = probeStore { word in
            switch word {
            case "start":
                return .run { send in
                    try? await clock.sleep(for: .seconds(1))
                    await send("after the sleep")
                    try Task.checkCancellation()
                    await send("after the check")
                }
                .cancellable(id: "work")
            case "stop":
                return .cancel(id: "work")
            default:
                return .none
            }
        }

        await store.send("start")
        await store.send("stop")
        await clock.advance(by: .seconds(1))
        await store.finish()
    }

    @Test("Starting an effect with cancelInFlight cancels the one under way: only the newer answer is reduced")
    func cancelInFlightSupersedes() async {
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
    func sameIDWithoutCancelInFlightRunsBoth() async {
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

    @Test("Effect.cancel(id:) cancels every effect under way with that id")
    func cancelByID() async {
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

    @Test("merge runs its effects at once: both are under way before either answers")
    func mergeRunsAtOnce() async {
        let answers = Held<String, String>()
        let store = probeStore { word in
            guard word == "start" else { return .none }
            return .merge(
                .run { send in await send(try await answers.hold("first")) },
                .run { send in await send(try await answers.hold("second")) })
        }

        await store.send("start")
        #expect(answers.requests == ["first", "second"])
        answers.deliverNewest("second answered")
        answers.deliverOldest("first answered")
        await store.receive("second answered")
        await store.receive("first answered")
        await store.finish()
    }

    @Test("concatenate starts each effect only when the one before has ended")
    func concatenateRunsInOrder() async {
        let answers = Held<String, String>()
        let store = probeStore { word in
            guard word == "start" else { return .none }
            return .concatenate(
                .run { send in await send(try await answers.hold("first")) },
                .run { send in await send(try await answers.hold("second")) })
        }

        await store.send("start")
        #expect(answers.requests == ["first"])
        answers.deliverOldest("first answered")
        #expect(answers.requests == ["first", "second"])
        answers.deliverOldest("second answered")
        await store.receive("first answered")
        await store.receive("second answered")
        await store.finish()
    }

    @Test("send returns a task that cancels the effects the action started")
    func sendReturnsCancellableTask() async {
        let answers = Held<Int, String>()
        let store = probeStore { word in
            guard word == "start" else { return .none }
            return .run { send in await send(try await answers.hold(1)) }
        }

        let task = await store.send("start")
        await task.cancel()
        #expect(task.isCancelled)
        answers.deliverOldest("too late")
        await store.finish()
    }

    @Test("A store's send returns a task a caller can wait on until the effects it started have ended")
    func storeTaskFinishes() async {
        let clock = TestClock()
        let store = Store(initialState: 0) {
            Probe { word in
                word == "start" ? .run { send in try await clock.sleep(for: .seconds(1)) } : .none
            }
        }

        let task = store.send("start")
        await clock.advance(by: .seconds(1))
        await task.finish()
        #expect(!task.isCancelled)
    }

    @Test("A mapped effect runs with the dependencies in force where it was built, not where it was mapped")
    func mappedEffectKeepsItsDependencies() async {
        let store = TestStore(initialState: Shelf.State()) {
            Shelf()
                .dependency(\.pages, PagesClient { _ in ["from the override"] })
        }

        await store.send(.loader(.loadTapped)) {
            $0.loader.isLoading = true
            $0.loader.requests = 1
            $0.log = ["parent saw loader loadTapped"]
        }
        await store.receive(.loader(.pageLoaded(["from the override"]))) {
            $0.loader.isLoading = false
            $0.loader.items = ["from the override"]
            $0.log.append("parent saw loader pageLoaded([\"from the override\"])")
        }
        await store.finish()
    }

    @Test("Effect.send feeds its action back before anyone sees the state in between")
    func sendEffectIsImmediate() async {
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

/// An error an effect throws in these tests.
private struct Refusal: Error {}
