/// The one place a store's state lives, and the loop that changes it: actions are reduced one at a time, in the
/// order they arrive; actions that effects send meanwhile wait their turn in the same loop; observers hear once,
/// when the loop is done. Every ``Store`` — the root and the child stores scoped from it — reads and sends here, and
/// a `TestStore` runs its reducer on one too.
package final class StoreRoot<State, Action> {
    package private(set) var state: State
    private let reducer: any Reducer<State, Action>
    /// The dependencies the reducers, and the effects they build, are given.
    package var dependencies: DependencyValues
    /// Called after each action has been reduced, with the state it led to and whether an effect sent it: the
    /// `TestStore`'s record of the state each action made, and of what it must receive.
    package var didReduce: ((_ action: Action, _ isFromEffect: Bool, _ state: State) -> Void)?
    private var queue: [(action: Action, origin: String, isFromEffect: Bool)] = []
    private var isProcessing = false
    private var observations: [WeakObservation] = []
    package private(set) lazy var effects = EffectRunner<Action> { [weak self] action, origin in
        self?.enqueue(action, origin: origin, isFromEffect: true)
    }

    /// Holds an observation without keeping it alive: it lives as long as whoever observes.
    private struct WeakObservation {
        weak var observation: StoreObservation?
    }

    package init(initialState: State, reducer: any Reducer<State, Action>, dependencies: DependencyValues) {
        state = initialState
        self.reducer = reducer
        self.dependencies = dependencies
    }

    isolated deinit {
        effects.cancelAll()
    }

    /// Reduce `action`, and everything it leads to; `origin` names it in a test's failure messages. Returns the
    /// effects the action itself started.
    @discardableResult
    package func send(_ action: Action, origin: String = "") -> StoreTask {
        enqueue(action, origin: origin, isFromEffect: false)
    }

    // snippet: minitca-store-loop
    /// Reduce `action`, and everything it leads to, then tell the observers once. An action sent while the loop
    /// runs — by an effect, or by an observer — is queued and reduced in turn, never inside another reduction. Each
    /// reduction's effects start at once, and run until they first wait.
    @discardableResult
    private func enqueue(_ action: Action, origin: String, isFromEffect: Bool) -> StoreTask {
        queue.append((action, origin, isFromEffect))
        guard !isProcessing else { return StoreTask(tasks: []) }
        isProcessing = true
        defer { isProcessing = false }
        var tasksOfAction: [Task<Void, Never>]?
        while !queue.isEmpty {
            while !queue.isEmpty {
                let next = queue.removeFirst()
                let effect = DependencyValues.$current.withValue(dependencies) {
                    reducer.reduce(into: &state, action: next.action)
                }
                didReduce?(next.action, next.isFromEffect, state)
                let tasks = effects.run(effect, origin: next.origin)
                tasksOfAction = tasksOfAction ?? tasks
            }
            notifyObservers()
        }
        return StoreTask(tasks: tasksOfAction ?? [])
    }
    // end-snippet

    /// Replace the state without reducing: a test store putting back the state it asserted.
    package func restore(_ state: State) {
        self.state = state
    }

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
