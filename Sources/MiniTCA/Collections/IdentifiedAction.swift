/// An action of one element of a collection of child features, by the element's id: the parent wraps it in one case
/// of its own (`case rows(IdentifiedActionOf<RowFeature>)`), and ``Reducer/forEach(_:action:element:)`` routes it.
public enum IdentifiedAction<ID: Hashable, Action> {
    case element(id: ID, action: Action)
}

extension IdentifiedAction: Equatable where Action: Equatable {}

/// The action of an element of a collection of `R`s.
public typealias IdentifiedActionOf<R: Reducer> = IdentifiedAction<R.State.ID, R.Action> where R.State: Identifiable
