/// Embeds a child feature into its parent: the child's reducer runs on the child's part of the parent's state, for
/// the parent's actions that wrap a child action, and its effects' actions come back wrapped.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Scope(state: \.reservations, action: Action.reservationsCase) { ReservationsFeature() }
///     Reduce { state, action in … }
/// }
/// ```
///
/// The child's part is a stored property (a key path), or — for a state that is one of several screens — a case of
/// an enum (a ``CasePath``): that is how a destination enum runs the feature of whichever screen it holds, as the
/// body TCA's `@Reducer enum` macro writes does. Put it before the parent's own `Reduce`, so the child sees its
/// action before the parent reacts to it.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    public typealias Body = Never

    /// Where the child's state is in the parent's.
    private enum ChildState {
        case property(WritableKeyPath<ParentState, Child.State>)
        case enumCase(CasePath<ParentState, Child.State>)
    }

    private let toChildState: ChildState
    private let toChildAction: CasePath<ParentAction, Child.Action>
    private let child: Child

    /// A child that is always there, in a stored property of the parent's state.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .property(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
    }

    /// A child that is there while the parent's state is one case of an enum. An action for the child that arrives
    /// while the state is another case changes nothing and is reported: a screen sent it after it was replaced.
    public init<ChildState, ChildAction>(
        state toChildState: CasePath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = .enumCase(toChildState)
        self.toChildAction = toChildAction
        self.child = child()
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        switch toChildState {
        case .property(let keyPath):
            return child.reduce(into: &state[keyPath: keyPath], action: childAction).map(toChildAction.embed)
        case .enumCase(let casePath):
            guard var childState = casePath.extract(state) else {
                reportIssue("An action was sent to \(Child.self), whose state is not the one held: \(childAction)")
                return .none
            }
            let effect = child.reduce(into: &childState, action: childAction)
            state = casePath.embed(childState)
            return effect.map(toChildAction.embed)
        }
    }
}
