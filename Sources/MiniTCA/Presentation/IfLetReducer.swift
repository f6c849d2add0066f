/// A parent reducer with an optional child — a presented editor, an alert — that exists only while its state is not
/// `nil`: what ``Reducer/ifLet(_:action:then:)`` builds.
///
/// For every action it runs the child first (if the action is the child's and the child is there), then the parent,
/// then tidies up:
/// - `dismiss` sets the child's state to `nil`;
/// - an alert goes away after any of its buttons, as an alert on screen does;
/// - when the child's state becomes `nil`, every effect the child started is cancelled, so the answer to a request
///   the dismissed editor sent never reaches anyone.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    public typealias Body = Never

    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: CasePath<Parent.Action, PresentationAction<Child.Action>>
    let child: Child
    let dismissesAfterAnyAction: Bool

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let wasPresented = state[keyPath: toChildState] != nil
        let childEffects = AnyHashable(toChildState)
        var effect = Effect<Parent.Action>.none

        if case .presented(let childAction) = toChildAction.extract(action) {
            if var childState = state[keyPath: toChildState] {
                let effectOfChild = child.reduce(into: &childState, action: childAction)
                state[keyPath: toChildState] = childState
                effect = effectOfChild.map { toChildAction.embed(.presented($0)) }.cancellable(hashableID: childEffects)
            } else {
                reportIssue("An action was sent to \(Child.self), which is not presented: \(childAction)")
            }
        }

        effect = effect.merge(with: parent.reduce(into: &state, action: action))

        if let presentationAction = toChildAction.extract(action) {
            switch presentationAction {
            case .dismiss:
                state[keyPath: toChildState] = nil
            case .presented where dismissesAfterAnyAction:
                state[keyPath: toChildState] = nil
            case .presented:
                break
            }
        }

        if wasPresented && state[keyPath: toChildState] == nil {
            effect = effect.merge(with: Effect(operations: [.cancel(id: childEffects)]))
        }
        return effect
    }
}

extension Reducer {
    /// Run `child` on the optional child state at `state` while it is there: a presented screen such as the
    /// editor. Its effects are cancelled when it is dismissed.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: CasePath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self, toChildState: state, toChildAction: action, child: child(), dismissesAfterAnyAction: false)
    }

    /// Present the alert at `state` while it is not `nil`, and take it away after any of its buttons, whose actions
    /// reach this reducer wrapped in `action`.
    public func ifLet<AlertAction>(
        _ state: WritableKeyPath<State, AlertState<AlertAction>?>,
        action: CasePath<Action, PresentationAction<AlertAction>>
    ) -> IfLetReducer<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
        IfLetReducer(
            parent: self, toChildState: state, toChildAction: action, child: EmptyReducer(),
            dismissesAfterAnyAction: true)
    }
}
