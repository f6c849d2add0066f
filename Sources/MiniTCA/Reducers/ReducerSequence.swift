/// Two reducers run one after the other on the same state and action, their effects merged: what
/// ``ReducerBuilder`` makes of two lines of a ``Reducer/body``.
public struct ReducerSequence<First: Reducer, Second: Reducer>: Reducer
where First.State == Second.State, First.Action == Second.Action {
    public typealias Body = Never

    let first: First
    let second: Second

    public func reduce(into state: inout First.State, action: First.Action) -> Effect<First.Action> {
        let firstEffect = first.reduce(into: &state, action: action)
        let secondEffect = second.reduce(into: &state, action: action)
        return firstEffect.merge(with: secondEffect)
    }
}
