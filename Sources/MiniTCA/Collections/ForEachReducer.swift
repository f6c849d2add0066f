/// A parent reducer with a collection of child features, one per element of an ``IdentifiedArrayOf``: what
/// ``Reducer/forEach(_:action:element:)`` builds.
///
/// An element's action runs the element's reducer first, then the parent's; the element's effects are its own (its
/// cancel ids are scoped to it) and are cancelled when the parent removes the element. An action for an id that is
/// not in the collection changes nothing and is reported.
public struct ForEachReducer<Parent: Reducer, Element: Reducer>: Reducer
where Element.State: Identifiable, Element.State.ID: Sendable {
    public typealias Body = Never

    let parent: Parent
    let toElements: WritableKeyPath<Parent.State, IdentifiedArrayOf<Element.State>>
    let toElementAction: CasePath<Parent.Action, IdentifiedActionOf<Element>>
    let element: Element

    public func reduce(into state: inout Parent.State, action: Parent.Action) -> Effect<Parent.Action> {
        var effect = Effect<Parent.Action>.none
        if case .element(let id, let elementAction) = toElementAction.extract(action) {
            if var elementState = state[keyPath: toElements][id: id] {
                let identity = PresentationID(element: id, at: toElements)
                let effectOfElement = identity.running { element.reduce(into: &elementState, action: elementAction) }
                state[keyPath: toElements][id: id] = elementState
                let toElementAction = self.toElementAction
                effect = effectOfElement.map { toElementAction.embed(.element(id: id, action: $0)) }
                    .cancellable(hashableID: identity)
            } else {
                reportIssue("An action was sent to the element \(id) of \(Element.self), which is not there.")
            }
        }

        let idsBefore = state[keyPath: toElements].ids
        effect = effect.merge(with: parent.reduce(into: &state, action: action))
        let idsAfter = Set(state[keyPath: toElements].ids)
        for removed in idsBefore where !idsAfter.contains(removed) {
            let identity = PresentationID(element: removed, at: toElements)
            effect = effect.merge(with: Effect(operations: [.cancel(id: identity)]))
        }
        return effect
    }
}

extension Reducer {
    /// Run `element` on each element of the collection at `state`, for the actions wrapped in `action` with its id.
    public func forEach<ElementState, ElementAction, Element: Reducer>(
        _ state: WritableKeyPath<State, IdentifiedArrayOf<ElementState>>,
        action: CasePath<Action, IdentifiedAction<ElementState.ID, ElementAction>>,
        @ReducerBuilder<ElementState, ElementAction> element: () -> Element
    ) -> ForEachReducer<Self, Element>
    where ElementState == Element.State, ElementAction == Element.Action, ElementState.ID: Sendable {
        ForEachReducer(parent: self, toElements: state, toElementAction: action, element: element())
    }
}
