import MiniTCA
import Testing

/// A store for tests that makes the test say everything that happens, step by step: the state after each action
/// it sends, every action an effect sends back, and — by the end — that no effect is still under way.
///
/// ```swift
/// let store = TestStore(initialState: ReservationsFeature.State()) {
///     ReservationsFeature()
/// } withDependencies: {
///     $0.reservationsClient.reserve = { _, answer in answer(.success("8347838")) }
/// }
/// store.send(.view(.reserveTapped)) { $0.isReserving = true }
/// store.receive(ReservationsFeature.Action.reserveResponseCase) {
///     $0.isReserving = false
///     $0.result = "Reservation done successfully confirmation id: #8347838"
/// }
/// ```
///
/// Nothing is asserted by reading the screen or by a mock that records calls: the reducer is run for real, with
/// dependencies replaced by test values, and the test states the whole state it expects. Each check that fails is
/// recorded as a Swift Testing issue at the line of the test that made it.
public final class TestStore<State: Equatable, Action> {
    /// How much the test must say; ``Exhaustivity/on`` unless a test turns it off and says why.
    public var exhaustivity: Exhaustivity = .on

    /// The state after the last action sent or received.
    public private(set) var state: State

    /// A sentence added to every failure this store reports: where to look, for a reader who did not write the
    /// reducer under test (an exercise names the file to edit).
    public var hint: String?

    private let reducer: any Reducer<State, Action>
    private var dependencies: DependencyValues
    private var received: [Action] = []
    private var hasFinished = false
    /// Where a failed check goes: a Swift Testing issue at the test's line (the library's own tests catch it instead).
    var recordFailure: (_ message: String, _ sourceLocation: SourceLocation) -> Void = { message, sourceLocation in
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    private let createdAt: SourceLocation
    private lazy var effects = EffectRunner<Action> { [weak self] action in
        self?.received.append(action)
    }

    /// A test store that starts from `initialState`, reduces with `reducer`, and gives it the test values
    /// `withDependencies` provides (every other dependency is its key's `testValue`).
    public init<R: Reducer>(
        initialState: State,
        reducer: () -> R,
        withDependencies provide: (inout DependencyValues) -> Void = { _ in },
        sourceLocation: SourceLocation = #_sourceLocation
    ) where R.State == State, R.Action == Action {
        state = initialState
        self.reducer = reducer()
        createdAt = sourceLocation
        dependencies = DependencyValues()
        dependencies.reportIssue = { [weak self] message in
            self?.fail(message, sourceLocation: sourceLocation)
        }
        provide(&dependencies)
    }

    isolated deinit {
        if !hasFinished {
            checkNothingIsLeft(at: createdAt)
        }
    }

    /// Send `action` as the view would, and assert the state it leads to: `update` changes the state before the
    /// action into the state the test expects after it. Without `update`, the state must not change.
    public func send(
        _ action: Action, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        if exhaustivity == .on, !received.isEmpty {
            fail(
                "An action was sent while \(received.count) action(s) from effects were still to be received: "
                    + describe(received),
                sourceLocation: sourceLocation)
        }
        reduce(action, asserting: update, at: sourceLocation)
    }

    /// Receive the next action an effect sent back, which must be `expected`, and assert the state it leads to.
    public func receive(
        _ expected: Action, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) where Action: Equatable {
        receive(where: { $0 == expected }, named: "\(expected)", asserting: update, at: sourceLocation)
    }

    /// Receive the next action an effect sent back, which must be the case `action` (with any payload), and assert
    /// the state it leads to.
    public func receive<Payload>(
        _ action: CasePath<Action, Payload>, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        receive(
            where: { action.extract($0) != nil }, named: "an action of that case", asserting: update,
            at: sourceLocation)
    }

    /// Receive the next action an effect sent back, which must be the case `action` carrying `payload`, and assert
    /// the state it leads to.
    public func receive<Payload: Equatable>(
        _ action: CasePath<Action, Payload>, _ payload: Payload, assert update: ((inout State) -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        receive(
            where: { action.extract($0) == payload }, named: "\(action.embed(payload))", asserting: update,
            at: sourceLocation)
    }

    /// Reduce, without asserting, every action received and not yet asserted (non-exhaustive tests only).
    public func skipReceivedActions() {
        let skipped = received
        received.removeAll()
        for action in skipped {
            run(action)
        }
    }

    /// Cancel every effect still under way, so the test can end without its answer (non-exhaustive tests only).
    public func skipInFlightEffects() {
        effects.cancelAll()
    }

    /// End the test: fail if an action an effect sent was never received, or an effect is still under way. A test
    /// store that is let go without `finish()` makes the same check then.
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        hasFinished = true
        checkNothingIsLeft(at: sourceLocation)
    }

    private func receive(
        where matches: (Action) -> Bool, named name: String, asserting update: ((inout State) -> Void)?,
        at sourceLocation: SourceLocation
    ) {
        guard let index = received.firstIndex(where: matches) else {
            let what = received.isEmpty ? "no action was received" : "received only " + describe(received)
            fail("Expected to receive \(name), but \(what).", sourceLocation: sourceLocation)
            return
        }
        if exhaustivity == .on, index > 0 {
            fail(
                "Expected to receive \(name), but first received " + describe(Array(received[..<index])),
                sourceLocation: sourceLocation)
            return
        }
        let skipped = received[..<index]
        let action = received[index]
        received.removeFirst(index + 1)
        for earlier in skipped {
            run(earlier)
        }
        reduce(action, asserting: update, at: sourceLocation)
    }

    private func reduce(
        _ action: Action, asserting update: ((inout State) -> Void)?, at sourceLocation: SourceLocation
    ) {
        let before = state
        run(action)
        let after = state
        var expected: State
        switch exhaustivity {
        case .on:
            expected = before
            update?(&expected)
        case .off:
            expected = after
            update?(&expected)
        }
        if expected != after {
            fail(
                """
                The state after \(action) is not what the test expected (− expected, + actual):
                \(StateDifference(expected: expected, actual: after).description)
                """,
                sourceLocation: sourceLocation)
        }
    }

    private func run(_ action: Action) {
        withDependencies({ $0 = dependencies }) {
            let effect = reducer.reduce(into: &state, action: action)
            effects.run(effect)
        }
    }

    private func checkNothingIsLeft(at sourceLocation: SourceLocation) {
        guard exhaustivity == .on else { return }
        if !received.isEmpty {
            fail(
                "The test ended with \(received.count) action(s) received and never asserted: " + describe(received),
                sourceLocation: sourceLocation)
        }
        if effects.effectsUnderWay > 0 {
            fail(
                "The test ended with \(effects.effectsUnderWay) effect(s) still under way: deliver their answers and "
                    + "receive them, or cancel them.",
                sourceLocation: sourceLocation)
        }
    }

    private func fail(_ message: String, sourceLocation: SourceLocation) {
        recordFailure(hint.map { message + "\n" + $0 } ?? message, sourceLocation)
    }

    private func describe(_ actions: [Action]) -> String {
        actions.map { "\($0)" }.joined(separator: ", ")
    }
}
