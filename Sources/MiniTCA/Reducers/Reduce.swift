/// A reducer written as a closure: the leaf of a feature's ``Reducer/body``, where its own logic lives.
///
/// ```swift
/// Reduce { state, action in
///     switch action {
///     case .view(.reserveTapped): …
///     }
/// }
/// ```
public struct Reduce<State, Action>: Reducer {
    public typealias Body = Never

    private let reduction: (inout State, Action) -> Effect<Action>

    public init(_ reduce: @escaping (_ state: inout State, _ action: Action) -> Effect<Action>) {
        reduction = reduce
    }

    public func reduce(into state: inout State, action: Action) -> Effect<Action> {
        reduction(&state, action)
    }
}
