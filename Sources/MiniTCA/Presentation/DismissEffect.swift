/// What a presented child calls to close itself: `@Dependency(\.dismiss) var dismiss`, then `await dismiss()` in an
/// effect. It sends the parent the child's `dismiss`, as the person's Cancel would; the parent's ``Reducer/ifLet``
/// sets the child's state to `nil` and cancels its effects, so nothing it sends afterwards arrives.
nonisolated public struct DismissEffect: Sendable {
    let dismiss: (@Sendable () async -> Void)?

    /// Close the presented feature whose effect calls it: the one of the effect running now, wherever the value was
    /// read — in the reducer, captured by the effect, or in the effect itself.
    public func callAsFunction() async {
        guard let dismiss = DependencyValues.current.dismiss.dismiss ?? dismiss else {
            reportIssue("dismiss() was called by a feature that is not presented by ifLet.")
            return
        }
        await dismiss()
    }
}

nonisolated extension DependencyValues {
    /// Closes the presented feature that reads it; set by ``Reducer/ifLet`` for the effects of the child it runs.
    public var dismiss: DismissEffect {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    private enum DismissKey: TestDependencyKey {
        static let testValue = DismissEffect(dismiss: nil)
    }
}

extension Effect {
    /// The same work, each of its tasks given a ``DismissEffect`` that sends `dismissal` through the task's own
    /// `send`: how ``Reducer/ifLet`` lets a child close itself.
    func dismissible(sending dismissal: Action) -> Self {
        Self(operations: operations.map { $0.dismissible(sending: dismissal) })
    }
}

extension Effect.Operation {
    fileprivate func dismissible(sending dismissal: Action) -> Self {
        switch self {
        case .send, .cancel:
            return self
        case .run(let run):
            let operation = run.operation
            nonisolated(unsafe) let dismissal = dismissal
            return .run(
                Effect.Run(dependencies: run.dependencies) { send in
                    var dependencies = DependencyValues.current
                    dependencies.dismiss = DismissEffect { await send(dismissal) }
                    await DependencyValues.$current.withValue(dependencies) {
                        await operation(send)
                    }
                })
        case .concatenate(let effects):
            return .concatenate(effects.map { $0.dismissible(sending: dismissal) })
        case .cancellable(let id, let cancelInFlight, let effect):
            return .cancellable(id: id, cancelInFlight: cancelInFlight, effect.dismissible(sending: dismissal))
        }
    }
}
