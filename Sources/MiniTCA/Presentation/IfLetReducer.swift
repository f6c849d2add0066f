/// A parent reducer with an optional child — a presented editor, an alert — that exists only while its state is not
/// `nil`: what ``Reducer/ifLet(_:action:then:)`` builds.
///
/// For every action it runs the child first (if the action is the child's and the child is there), then the parent,
/// then tidies up:
/// - `dismiss` sets the child's state to `nil` (after the parent has seen it one last time);
/// - an alert goes away after any of its buttons, as an alert on screen does — an alert of its own, or one case of a
///   destination enum;
/// - when the child presented before the action is gone — its state `nil`, or another child (another case, another
///   id) in its place — every effect it started is cancelled, so the answer to a request the dismissed editor sent
///   never reaches anyone.
///
/// The child's effects may close it through the ``DismissEffect`` dependency, and the cancel ids they use are its
/// own: the same id in a sibling or in the parent names other effects.
public struct IfLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    public typealias Body = Never

    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: CasePath<Parent.Action, PresentationAction<Child.Action>>
    let child: Child

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let presented = state[keyPath: toChildState].map { PresentationID(of: $0, at: toChildState) }
        let isAlert = state[keyPath: toChildState].map(isEphemeral) ?? false
        var effect = Effect<Parent.Action>.none

        if case .presented(let childAction) = toChildAction.extract(action) {
            if var childState = state[keyPath: toChildState], let presented {
                let effectOfChild = presented.running { child.reduce(into: &childState, action: childAction) }
                state[keyPath: toChildState] = childState
                let toChildAction = self.toChildAction
                effect = effectOfChild.map { toChildAction.embed(.presented($0)) }
                    .dismissible(sending: toChildAction.embed(.dismiss))
                    .cancellable(hashableID: presented)
            } else {
                reportIssue("An action was sent to \(Child.self), which is not presented: \(childAction)")
            }
        }

        effect = effect.merge(with: parent.reduce(into: &state, action: action))

        if let presentationAction = toChildAction.extract(action) {
            switch presentationAction {
            case .dismiss:
                state[keyPath: toChildState] = nil
            case .presented where isAlert:
                state[keyPath: toChildState] = nil
            case .presented:
                break
            }
        }

        let presentedNow = state[keyPath: toChildState].map { PresentationID(of: $0, at: toChildState) }
        if let presented, presented != presentedNow {
            effect = effect.merge(with: Effect(operations: [.cancel(id: presented)]))
        }
        return effect
    }
}

extension Reducer {
    /// Run `child` on the optional child state at `state` while it is there: a presented screen such as the
    /// editor. Its effects are cancelled when it is dismissed or replaced.
    public func ifLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: CasePath<Action, PresentationAction<ChildAction>>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfLetReducer(
            parent: self, toChildState: state, toChildAction: action, child: child())
    }

    /// Present the alert at `state` while it is not `nil`, and take it away after any of its buttons, whose actions
    /// reach this reducer wrapped in `action`.
    public func ifLet<AlertAction>(
        _ state: WritableKeyPath<State, AlertState<AlertAction>?>,
        action: CasePath<Action, PresentationAction<AlertAction>>
    ) -> IfLetReducer<Self, EmptyReducer<AlertState<AlertAction>, AlertAction>> {
        IfLetReducer(parent: self, toChildState: state, toChildAction: action, child: EmptyReducer())
    }
}

/// An alert's state, or a destination enum whose case holds one: state that goes away after any of its actions.
private func isEphemeral(_ state: Any) -> Bool {
    if state is any EphemeralState {
        return true
    }
    let mirror = Mirror(reflecting: state)
    guard mirror.displayStyle == .enum, let payload = mirror.children.first else { return false }
    return payload.value is any EphemeralState
}
