/// The logic of a feature: given the current state and an action, change the state and say what work to do next.
///
/// A reducer never does the work itself. It returns an ``Effect`` describing it, which the ``Store`` runs, and
/// whose results come back in as new actions. That is the whole loop of unidirectional data flow:
/// view → action → reducer → state → view, with effects feeding actions back in.
///
/// A feature either writes ``reduce(into:action:)`` itself, or — the usual way — composes its logic in ``body``
/// from other reducers, which run in order, top to bottom, for every action:
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Scope(state: \.reservations, action: Action.reservationsCase) { ReservationsFeature() }
///     Reduce { state, action in … }
/// }
/// ```
///
/// Redux calls the same function a reducer, `(State, Action) -> State`; Elm calls it `update`, returning the
/// new model and a `Cmd`.
public protocol Reducer<State, Action> {
    /// Everything the feature needs to run its logic and draw its screen: a value.
    associatedtype State
    /// Everything that can happen to the feature: what the person did, what an effect answered, what a child said.
    associatedtype Action
    /// The type of ``body``; `Never` for a reducer that writes ``reduce(into:action:)`` itself.
    associatedtype Body

    /// Change `state` for `action`, and return the work to do next (``Effect/none`` if there is none).
    func reduce(into state: inout State, action: Action) -> Effect<Action>

    /// The reducers this one is made of, run in order for every action.
    @ReducerBuilder<State, Action>
    var body: Body { get }
}

extension Reducer where Body == Never {
    /// A reducer that writes ``reduce(into:action:)`` has no body; nothing in the library ever asks for it.
    public var body: Body {
        fatalError("\(Self.self) implements reduce(into:action:) and has no body.")
    }
}

extension Reducer where Body: Reducer, Body.State == State, Body.Action == Action {
    /// A reducer with a ``body`` reduces by running it.
    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        body.reduce(into: &state, action: action)
    }
}

/// The reducer of a feature, as its `body` is declared: `var body: some ReducerOf<Self>`, which TCA wrote before
/// its macros too (versions 1.0 to 1.3).
public typealias ReducerOf<R: Reducer> = Reducer<R.State, R.Action>
