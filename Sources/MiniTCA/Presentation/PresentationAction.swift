/// What can happen to a presented child — the editor sheet, an alert: one of its own actions, or its dismissal.
///
/// The parent wraps it in one case of its own (`case editor(PresentationAction<EditorFeature.Action>)`) and
/// ``Reducer/ifLet(_:action:then:)`` routes it: a child action goes to the child's reducer, `dismiss` sets the child
/// state to `nil`.
public enum PresentationAction<Action> {
    /// The presented child's own action.
    case presented(Action)
    /// The child was dismissed: by the person (Cancel, swiping a sheet away) or by the parent.
    case dismiss
}

extension PresentationAction: Equatable where Action: Equatable {}
