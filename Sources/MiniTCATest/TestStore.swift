import MiniTCA
import Testing

/// A store for tests that makes the test say everything that happens, step by step: the state after each action
/// it sends, every action an effect sends back, and — by the end — that no effect is still under way.
///
/// ```swift
/// let store = TestStore(initialState: ReservationsFeature.State()) {
///     ReservationsFeature()
/// } withDependencies: {
///     $0.reservationsClient.reserve = { _ in "8347838" }
/// }
/// await store.send(.view(.reserveTapped)) { $0.isReserving = true }
/// await store.receive(.reserveResponse(.success("8347838"))) {
///     $0.isReserving = false
///     $0.result = "Reservation done successfully confirmation id: #8347838"
/// }
/// ```
///
/// Nothing is asserted by reading the screen or by a mock that records calls: the reducer is run for real, with
/// dependencies replaced by test values, and the test states the whole state it expects. Each check that fails is
/// recorded as a Swift Testing issue at the line of the test that made it.
///
/// Effects run as the app's do, on the store's executor, each until it next waits: by the time `send` returns, an
/// effect whose answer was at hand has sent it, and the action waits here, already reduced, to be received. Nothing
/// is waited for: an effect that waits on a held answer or a test clock goes on when the test delivers the answer
/// or advances the clock.
public final class TestStore<State: Equatable, Action> {
    /// How much the test must say; ``Exhaustivity/on`` unless a test turns it off and says why.
    public var exhaustivity: Exhaustivity = .on

    /// The state after the last action the test sent or received. Inside an assertion's closure it is still the
    /// state before the action.
    public private(set) var state: State

    /// The dependencies the reducer and the effects it builds from now on are given: a test may change one midway.
    public var dependencies: DependencyValues {
        get { root.dependencies }
        set { root.dependencies = newValue }
    }

    /// A sentence added to every failure this store reports: where to look, for a reader who did not write the
    /// reducer under test (an exercise names the file to edit).
    public var hint: String?

    private let root: StoreRoot<State, Action>
    /// The actions effects sent that the test has not received yet, each with the state it led to.
    private var received: [(action: Action, state: State)] = []
    /// The state right after the action the test sent last, before anything an effect sent back.
    private var stateAfterSend: State?
    private var hasFinished = false
    private let createdAt: SourceLocation
    private var lastSentAt: SourceLocation?

    /// Where a failed check goes: a Swift Testing issue at the test's line (the library's own tests catch it instead).
    var recordFailure: (_ message: String, _ sourceLocation: SourceLocation) -> Void = { message, sourceLocation in
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    /// Where a skipped assertion is shown, in ``Exhaustivity/off(showSkippedAssertions:)`` with `true`: a known
    /// issue, which does not fail the test.
    var recordSkipped: (_ message: String, _ sourceLocation: SourceLocation) -> Void = { message, sourceLocation in
        withKnownIssue(isIntermittent: true) {
            Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
        }
    }

    /// A test store that starts from `initialState`, reduces with `reducer`, and gives it the test values
    /// `withDependencies` provides (every other dependency is its key's `testValue`). The initial state and the
    /// reducer are built with those dependencies in force.
    public init<R: Reducer>(
        initialState: @autoclosure () -> State,
        reducer: () -> R,
        withDependencies provide: (inout DependencyValues) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues()
        provide(&dependencies)
        let (state, reducer) = withDependencies({ $0 = dependencies }) { (initialState(), reducer()) }
        self.state = state
        createdAt = sourceLocation
        root = StoreRoot(initialState: state, reducer: reducer, dependencies: dependencies)
        root.dependencies.reportIssue = { [weak self] message in
            onMainActor { self?.fail(message, at: sourceLocation) }
        }
        root.didReduce = { [weak self] action, isFromEffect, state in
            if isFromEffect {
                self?.received.append((action, state))
            } else {
                self?.stateAfterSend = state
            }
        }
    }

    isolated deinit {
        guard !hasFinished else { return }
        checkNothingIsLeft(at: lastSentAt ?? createdAt)
        root.effects.cancelAll()
    }

    // MARK: - Sending

    /// Send `action` as the view would, and assert the state it leads to: `update` changes the state before the
    /// action into the state the test expects after it. Without `update`, the state must not change.
    @discardableResult
    public func send(
        _ action: Action, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async -> TestStoreTask {
        if !received.isEmpty {
            report(
                "Must handle \(received.count) received action(s) before sending an action:"
                    + describe(received.map(\.action)),
                at: sourceLocation)
        }
        switch exhaustivity {
        case .on:
            break
        case .off(showSkippedAssertions: true):
            skipReceived(strict: false, at: sourceLocation)
        case .off(showSkippedAssertions: false):
            received.removeAll()
        }
        let before = state
        lastSentAt = sourceLocation
        let task = root.send(action, origin: "\(action), sent at \(sourceLocation)")
        let after = stateAfterSend ?? root.state
        expect(after, from: before, update, for: action, at: sourceLocation)
        state = after
        return TestStoreTask(
            task: task, isUnderWay: { [weak self] in self?.root.effects.isUnderWay(task) ?? false },
            fail: { [weak self] message, sourceLocation in self?.fail(message, at: sourceLocation) })
    }

    // MARK: - Receiving

    /// Receive the next action an effect sent back, which must be `expected`, and assert the state it led to.
    /// There is nothing to wait for — every effect has run as far as it can — so `timeout` only matches TCA's
    /// signature: an action that has not arrived fails at once.
    public func receive(
        _ expected: Action, timeout: Duration? = nil, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async where Action: Equatable {
        receive(where: { $0 == expected }, named: "\(expected)", asserting: update, at: sourceLocation)
    }

    /// Receive the next action an effect sent back, which must be the case `action` (with any payload), and assert
    /// the state it led to.
    public func receive<Payload>(
        _ action: CasePath<Action, Payload>, timeout: Duration? = nil, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        receive(
            where: { action.extract($0) != nil }, named: "an action of that case", asserting: update,
            at: sourceLocation)
    }

    /// Receive the next action an effect sent back, which must be the case `action` carrying `payload`, and assert
    /// the state it led to.
    public func receive<Payload: Equatable>(
        _ action: CasePath<Action, Payload>, _ payload: Payload, timeout: Duration? = nil,
        assert update: ((inout State) -> Void)? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        receive(
            where: { action.extract($0) == payload }, named: "\(action.embed(payload))", asserting: update,
            at: sourceLocation)
    }

    // MARK: - Asserting, skipping, finishing

    /// Assert the state now without sending anything: after ``skipReceivedActions(strict:sourceLocation:)`` in a
    /// non-exhaustive test, say. `update` changes the last asserted state into the state now.
    public func assert(_ update: (inout State) -> Void, sourceLocation: SourceLocation = #_sourceLocation) {
        var expected = state
        update(&expected)
        let actual = root.state
        if expected != actual {
            fail(
                "The state is not what the test expected (− expected, + actual):\n"
                    + StateDifference(expected: expected, actual: actual).description,
                at: sourceLocation)
        }
        state = actual
    }

    /// Accept, without asserting, every action received and not yet asserted, and take the state they led to. It
    /// is shown as a skipped assertion, not a failure; with `strict`, having nothing to skip is a failure.
    public func skipReceivedActions(strict: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) async {
        skipReceived(strict: strict, at: sourceLocation)
    }

    /// Cancel every effect still under way, so the test can end without its answer. It is shown as a skipped
    /// assertion, not a failure; with `strict`, having nothing to cancel is a failure.
    public func skipInFlightEffects(strict: Bool = true, sourceLocation: SourceLocation = #_sourceLocation) async {
        let origins = root.effects.originsUnderWay
        if origins.isEmpty {
            if strict {
                fail("There were no in-flight effects to skip.", at: sourceLocation)
            }
            return
        }
        showSkipped(
            "\(origins.count) in-flight effect(s) were cancelled, started by:" + list(origins), at: sourceLocation)
        root.effects.cancelAll()
    }

    /// End the test: fail here if an action an effect sent was never received, or an effect is still under way —
    /// each named with the action and the line that started it. A test store that is let go without `finish()`
    /// makes the same check then, at the test's last send.
    public func finish(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        hasFinished = true
        checkNothingIsLeft(at: sourceLocation)
    }

    // MARK: - The checks

    private func receive(
        where matches: (Action) -> Bool, named name: String, asserting update: ((inout State) -> Void)?,
        at sourceLocation: SourceLocation
    ) {
        guard !received.isEmpty else {
            let why =
                root.effects.originsUnderWay.isEmpty
                ? "No effect is under way that could send it: was the one that would have been cancelled?"
                : "Effects are under way: deliver the answer they wait for, or advance the test clock they sleep on."
            fail("Expected to receive \(name), but received none. \(why)", at: sourceLocation)
            return
        }
        if exhaustivity != .on {
            guard received.contains(where: { matches($0.action) }) else {
                fail(
                    "Expected to receive \(name), but received only" + describe(received.map(\.action)),
                    at: sourceLocation)
                return
            }
            var skipped: [Action] = []
            while let first = received.first, !matches(first.action) {
                received.removeFirst()
                skipped.append(first.action)
                state = first.state
            }
            if !skipped.isEmpty {
                report("\(skipped.count) received action(s) were skipped:" + describe(skipped), at: sourceLocation)
            }
        }
        let (action, stateAfter) = received.removeFirst()
        guard matches(action) else {
            let later = received.contains { matches($0.action) } ? " before the one expected" : ""
            fail("Expected to receive \(name), but received \(action)\(later).", at: sourceLocation)
            state = stateAfter
            return
        }
        expect(stateAfter, from: state, update, for: action, at: sourceLocation)
        state = stateAfter
    }

    /// Fail unless `update` turns `before` into `actual` — or, not exhaustive, unless it holds of `actual` — and
    /// fail an `update` that states a change when nothing changed.
    private func expect(
        _ actual: State, from before: State, _ update: ((inout State) -> Void)?, for action: Action,
        at sourceLocation: SourceLocation
    ) {
        var expected: State
        switch exhaustivity {
        case .on:
            expected = before
            update?(&expected)
        case .off(let showSkippedAssertions):
            expected = actual
            update?(&expected)
            if expected == actual, showSkippedAssertions, let update {
                var exhaustive = before
                update(&exhaustive)
                if exhaustive != actual {
                    showSkipped(
                        "The state after \(action) changed in ways the test did not state (− stated, + actual):\n"
                            + StateDifference(expected: exhaustive, actual: actual).description,
                        at: sourceLocation)
                }
            }
        }
        if expected != actual {
            let heading =
                update == nil
                ? "The state was not expected to change after \(action), but it did"
                : "The state after \(action) is not what the test expected"
            fail(
                "\(heading) (− expected, + actual):\n"
                    + StateDifference(expected: expected, actual: actual).description,
                at: sourceLocation)
        } else if update != nil, expected == before {
            fail(
                "The test states a change after \(action), but nothing changed: leave out the closure when the state "
                    + "does not change.",
                at: sourceLocation)
        }
    }

    private func skipReceived(strict: Bool, at sourceLocation: SourceLocation) {
        guard let last = received.last else {
            if strict {
                fail("There were no received actions to skip.", at: sourceLocation)
            }
            return
        }
        showSkipped(
            "\(received.count) received action(s) were skipped:" + describe(received.map(\.action)),
            at: sourceLocation)
        state = last.state
        received.removeAll()
    }

    private func checkNothingIsLeft(at sourceLocation: SourceLocation) {
        if !received.isEmpty {
            report(
                "The test ended with \(received.count) action(s) received and never asserted:"
                    + describe(received.map(\.action)),
                at: sourceLocation)
        }
        let origins = root.effects.originsUnderWay
        if !origins.isEmpty {
            report(
                "The test ended with \(origins.count) effect(s) still under way, started by:" + list(origins)
                    + ". Deliver what they wait for and receive what they send, advance the test clock, or "
                    + "cancel them.",
                at: sourceLocation)
        }
    }

    /// A check that only exhaustive tests make: a failure when exhaustive, a skipped assertion shown when not
    /// exhaustive and asked for, nothing otherwise.
    private func report(_ message: String, at sourceLocation: SourceLocation) {
        switch exhaustivity {
        case .on: fail(message, at: sourceLocation)
        case .off(showSkippedAssertions: true): showSkipped(message, at: sourceLocation)
        case .off(showSkippedAssertions: false): break
        }
    }

    private func showSkipped(_ message: String, at sourceLocation: SourceLocation) {
        guard exhaustivity != .off(showSkippedAssertions: false) else { return }
        recordSkipped("Skipped assertion: " + message, sourceLocation)
    }

    private func fail(_ message: String, at sourceLocation: SourceLocation) {
        recordFailure(hint.map { message + "\n" + $0 } ?? message, sourceLocation)
    }

    private func describe(_ actions: [Action]) -> String {
        list(actions.map { "\($0)" })
    }

    private func list(_ items: [String]) -> String {
        items.map { "\n  • " + $0 }.joined()
    }
}

/// Run `operation`, which belongs to the main actor, from a dependency's `reportIssue`, which an effect may call from
/// the store's executor, on the main actor's thread while its caller waits (see MiniTCA's `EffectExecutor`).
private nonisolated func onMainActor(_ operation: @MainActor () -> Void) {
    withoutActuallyEscaping(operation) { operation in
        unsafeBitCast(operation, to: (() -> Void).self)()
    }
}
