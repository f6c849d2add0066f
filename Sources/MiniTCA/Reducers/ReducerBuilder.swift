/// The result builder behind ``Reducer/body``: it runs the reducers listed, in the order they are written, for
/// every action, and merges the effects they return.
@resultBuilder
public enum ReducerBuilder<State, Action> {
    /// Pins each line's state and action to the body's, so `Reduce { state, action in … }` and
    /// `Scope(state: \.child, …)` need no type annotations.
    public static func buildExpression<R: Reducer>(_ expression: R) -> R
    where R.State == State, R.Action == Action {
        expression
    }

    public static func buildPartialBlock<R: Reducer>(first: R) -> R
    where R.State == State, R.Action == Action {
        first
    }

    public static func buildPartialBlock<First: Reducer, Next: Reducer>(
        accumulated: First, next: Next
    ) -> ReducerSequence<First, Next>
    where First.State == State, First.Action == Action, Next.State == State, Next.Action == Action {
        ReducerSequence(first: accumulated, second: next)
    }
}
