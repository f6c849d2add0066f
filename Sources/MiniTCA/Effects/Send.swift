/// What an effect calls to send an action back into its store: `await send(.pageResponse(page: 1, result))`, as
/// many times as it has something to say, or never.
///
/// Once the effect is cancelled (by ``Effect/cancel(id:)``, by a newer effect with `cancelInFlight`, or because the
/// screen that started it was closed), whatever it sends is dropped, as TCA's `Send` drops what a cancelled task
/// sends.
public struct Send<Action>: Sendable {
    private let deliver: @Sendable (Action) -> Void

    public nonisolated init(_ deliver: @escaping @Sendable (Action) -> Void) {
        self.deliver = deliver
    }

    /// Send `action` to the store, unless the effect has been cancelled.
    public nonisolated func callAsFunction(_ action: Action) async {
        guard !Task.isCancelled else { return }
        deliver(action)
    }

    /// A `Send` for a child's effect, which sends here what the child sends, wrapped by `transform`.
    nonisolated func wrapping<ChildAction>(
        _ transform: @escaping @Sendable (ChildAction) -> Action
    ) -> Send<ChildAction> {
        let deliver = self.deliver
        return Send<ChildAction> { deliver(transform($0)) }
    }
}
