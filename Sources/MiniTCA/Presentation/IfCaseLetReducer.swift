/// A parent reducer whose state is an enum, with a child feature for one of its cases: what
/// ``Reducer/ifCaseLet(_:action:then:)`` builds, and what TCA's `@Reducer enum` macro writes for each case of a
/// destination.
///
/// For every action it runs the child first, if the action is the child's and the state holds the child's case,
/// then the parent; when the child held before the action is gone (another case, or another id), its effects are
/// cancelled. An action for the child that arrives while the state is another case changes nothing and is reported:
/// a screen sent it after it was replaced.
public struct IfCaseLetReducer<Parent: Reducer, Child: Reducer>: Reducer {
    public typealias Body = Never

    let parent: Parent
    let toChildState: WritableKeyPath<Parent.State, Child.State?>
    let toChildAction: CasePath<Parent.Action, Child.Action>
    let child: Child

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        let held = state[keyPath: toChildState].map { PresentationID(of: $0, at: toChildState) }
        var effect = Effect<Parent.Action>.none

        if let childAction = toChildAction.extract(action) {
            if var childState = state[keyPath: toChildState], let held {
                let effectOfChild = held.running { child.reduce(into: &childState, action: childAction) }
                state[keyPath: toChildState] = childState
                effect = effectOfChild.map(toChildAction.embed).cancellable(hashableID: held)
            } else {
                reportIssue("An action was sent to \(Child.self), whose state is not the case held: \(childAction)")
            }
        }

        effect = effect.merge(with: parent.reduce(into: &state, action: action))

        let heldNow = state[keyPath: toChildState].map { PresentationID(of: $0, at: toChildState) }
        if let held, held != heldNow {
            effect = effect.merge(with: Effect(operations: [.cancel(id: held)]))
        }
        return effect
    }
}

extension Reducer {
    /// Run `child` on the case of this enum state that `state` reaches (an optional property per case, `\.edit`),
    /// while the state holds that case.
    public func ifCaseLet<ChildState, ChildAction, Child: Reducer>(
        _ state: WritableKeyPath<State, ChildState?>,
        action: CasePath<Action, ChildAction>,
        @ReducerBuilder<ChildState, ChildAction> then child: () -> Child
    ) -> IfCaseLetReducer<Self, Child> where ChildState == Child.State, ChildAction == Child.Action {
        IfCaseLetReducer(parent: self, toChildState: state, toChildAction: action, child: child())
    }
}
