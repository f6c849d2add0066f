/// A reducer that changes nothing and asks for nothing: the child logic of an alert, whose buttons only tell the
/// parent what was chosen.
public struct EmptyReducer<State, Action>: Reducer {
    public typealias Body = Never

    public init() {}

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        .none
    }
}
