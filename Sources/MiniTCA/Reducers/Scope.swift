/// Embeds a child feature that is always there into its parent: the child's reducer runs on the child's part of
/// the parent's state, for the parent's actions that wrap a child action, and its effects' actions come back
/// wrapped.
///
/// ```swift
/// var body: some Reducer<State, Action> {
///     Scope(state: \.reservations, action: Action.reservationsCase) { ReservationsFeature() }
///     Reduce { state, action in … }
/// }
/// ```
///
/// Put it before the parent's own `Reduce`, so the child sees its action before the parent reacts to it. A child
/// that is one case of an enum state is embedded with ``Reducer/ifCaseLet(_:action:then:)`` instead, which TCA's
/// `@Reducer enum` macro writes: TCA deprecates `Scope` over an enum case.
public struct Scope<ParentState, ParentAction, Child: Reducer>: Reducer {
    public typealias Body = Never

    private let toChildState: WritableKeyPath<ParentState, Child.State>
    private let toChildAction: CasePath<ParentAction, Child.Action>
    private let child: Child

    /// A child that is always there, in a stored property of the parent's state.
    public init<ChildState, ChildAction>(
        state toChildState: WritableKeyPath<ParentState, ChildState>,
        action toChildAction: CasePath<ParentAction, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> child: () -> Child
    ) where ChildState == Child.State, ChildAction == Child.Action {
        self.toChildState = toChildState
        self.toChildAction = toChildAction
        self.child = child()
    }

    public func reduce(into state: inout ParentState, action: ParentAction) -> Effect<ParentAction> {
        guard let childAction = toChildAction.extract(action) else { return .none }
        return child.reduce(into: &state[keyPath: toChildState], action: childAction).map(toChildAction.embed)
    }
}
