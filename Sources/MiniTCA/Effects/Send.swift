/// What an effect's work calls with its answer, to send it back into the store as an action.
///
/// Call it like a function: `send(.pageResponse(page: 1, result))`. An effect answers once; an answer that comes
/// after the effect was cancelled (by ``Effect/cancel(id:)``, by a newer request with `cancelInFlight`, or because
/// the screen that asked for it was closed) is dropped, as TCA drops what a cancelled task sends.
public struct Send<Action> {
    private let deliver: (Action) -> Void

    public init(_ deliver: @escaping (Action) -> Void) {
        self.deliver = deliver
    }

    public func callAsFunction(_ action: Action) {
        deliver(action)
    }
}
