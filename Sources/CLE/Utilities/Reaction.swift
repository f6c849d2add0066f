import MiniRx

/// One effect of a ``cycle(inputs:initialState:reduce:reactions:)``: it sees each input with the state the cycle was
/// in *before* that input, and returns the new inputs its effect produces, which the cycle feeds back to itself.
public typealias Reaction<State, Input> = (Observable<(State, Input)>) -> Observable<Input>
