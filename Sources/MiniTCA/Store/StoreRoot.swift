/// The one place a store's state lives, and the loop that changes it: actions are reduced one at a time, in the
/// order they arrive; actions that effects send meanwhile wait their turn in the same loop; observers hear once,
/// when the loop is done. Every ``Store`` — the root and the child stores scoped from it — reads and sends here.
final class StoreRoot<State, Action> {
    private(set) var state: State
    private let reducer: any Reducer<State, Action>
    private let dependencies: DependencyValues
    private var queue: [Action] = []
    private var isProcessing = false
    private var observations: [WeakObservation] = []
    private lazy var effects = EffectRunner<Action> { [weak self] action in
        self?.send(action)
    }

    /// Holds an observation without keeping it alive: it lives as long as whoever observes.
    private struct WeakObservation {
        weak var observation: StoreObservation?
    }

    init(initialState: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues) {
        state = initialState
        self.reducer = reducer
        self.dependencies = dependencies
    }

    isolated deinit {
        effects.cancelAll()
    }

    // snippet: minitca-store-loop
    /// Reduce `action`, and everything it leads to, then tell the observers once. An action sent while the loop
    /// runs — by an effect that answers at once, or by an observer — is queued and reduced in turn, never inside
    /// another reduction.
    func send(_ action: Action) {
        queue.append(action)
        guard !isProcessing else { return }
        isProcessing = true
        defer { isProcessing = false }
        while !queue.isEmpty {
            while !queue.isEmpty {
                let next = queue.removeFirst()
                DependencyValues.using(dependencies) {
                    let effect = reducer.reduce(into: &state, action: next)
                    effects.run(effect)
                }
            }
            notifyObservers()
        }
    }
    // end-snippet

    func add(_ observation: StoreObservation) {
        observations.append(WeakObservation(observation: observation))
    }

    private func notifyObservers() {
        observations.removeAll { $0.observation == nil }
        for observation in observations.compactMap(\.observation) {
            observation.stateDidChange()
        }
    }
}
