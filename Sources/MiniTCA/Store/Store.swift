/// The runtime of a feature: it holds the state, runs the reducer for every action sent, runs the effects the
/// reducer returns, and tells the views that observe it.
///
/// A view controller holds a store, reads its state to draw itself and sends it what the person did — nothing else:
///
/// ```swift
/// observation = store.observe { [weak self] state in self?.render(state) }
/// reserveButton.onTap { [store] in store.send(.view(.reserveTapped)) }
/// ```
///
/// A child screen gets a store ``scope(state:action:)``d from its parent's: it reads the child's part of the one
/// state and its actions are sent, wrapped, to the parent's reducer. Redux and ReSwift call this object a store too;
/// in Elm it is the runtime itself.
public final class Store<State, Action> {
    private let root: AnyObject
    private let readState: () -> State
    private let sendAction: (Action) -> StoreTask
    private let register: (StoreObservation) -> Void

    /// A store that starts from `initialState`, reduces with `reducer`, and gives its reducers and effects the
    /// dependencies `withDependencies` provides. The initial state and the reducer are built with those
    /// dependencies in force, and a dependency that was not provided stops the app at its first use.
    public convenience init<R: Reducer>(
        initialState: @autoclosure () -> State,
        reducer: () -> R,
        withDependencies provide: (inout DependencyValues) -> Void = { _ in }
    ) where R.State == State, R.Action == Action {
        var dependencies = DependencyValues()
        dependencies.context = .live
        provide(&dependencies)
        let (state, reducer) = DependencyValues.$current.withValue(dependencies) { (initialState(), reducer()) }
        let root = StoreRoot(initialState: state, reducer: reducer, dependencies: dependencies)
        self.init(
            root: root, readState: { root.state }, sendAction: { root.send($0) },
            register: root.add)
    }

    private init(
        root: AnyObject, readState: @escaping () -> State, sendAction: @escaping (Action) -> StoreTask,
        register: @escaping (StoreObservation) -> Void
    ) {
        self.root = root
        self.readState = readState
        self.sendAction = sendAction
        self.register = register
    }

    /// The state now.
    public var state: State { readState() }

    /// Tell the store what happened. The reducer runs, the effects it asks for start and run until they first
    /// wait, and by the time `send` returns, every observer has seen the new state. The returned task stands for
    /// the effects this action started.
    @discardableResult
    public func send(_ action: Action) -> StoreTask {
        sendAction(action)
    }

    /// Run `render` with the state now and after every change, for as long as the returned observation is held.
    public func observe(_ render: @escaping (State) -> Void) -> StoreObservation {
        let readState = self.readState
        let observation = StoreObservation { render(readState()) }
        register(observation)
        render(readState())
        return observation
    }

    /// A store for a child feature that is always there: it reads the child's state at `toChildState` and sends
    /// its actions here, wrapped in the case `toChildAction`.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState>,
        action toChildAction: CasePath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction> {
        child(reading: { $0[keyPath: toChildState] }, sending: toChildAction.embed)
    }

    /// A store for a presented child — the editor, say, at `\.destination?.edit` — or `nil` while it is not
    /// presented. Once the child goes away, the store keeps showing its last state, so a screen being dismissed
    /// never reads a missing one; what it sends then is reported and dropped by the parent's ``Reducer/ifLet``.
    public func scope<ChildState, ChildAction>(
        state toChildState: KeyPath<State, ChildState?>,
        action toChildAction: CasePath<Action, ChildAction>
    ) -> Store<ChildState, ChildAction>? {
        guard let first = state[keyPath: toChildState] else { return nil }
        let lastKnown = LastKnown(first)
        return child(
            reading: { state in
                if let child = state[keyPath: toChildState] { lastKnown.value = child }
                return lastKnown.value
            },
            sending: toChildAction.embed)
    }

    private func child<ChildState, ChildAction>(
        reading toChildState: @escaping (State) -> ChildState, sending embed: @escaping (ChildAction) -> Action
    ) -> Store<ChildState, ChildAction> {
        let readState = self.readState
        let sendAction = self.sendAction
        return Store<ChildState, ChildAction>(
            root: root, readState: { toChildState(readState()) }, sendAction: { sendAction(embed($0)) },
            register: register)
    }
}

/// The last value a presented child's store read, kept for when the child is gone.
private final class LastKnown<Value> {
    var value: Value

    init(_ value: Value) {
        self.value = value
    }
}

/// The store of a feature: `StoreOf<ProductsFeature>`.
public typealias StoreOf<R: Reducer> = Store<R.State, R.Action>
