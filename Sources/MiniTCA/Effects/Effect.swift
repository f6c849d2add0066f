/// Work a reducer asks the store to do after it returns, described as a value: send an action, call the server,
/// wait on a clock, cancel work already under way. The reducer stays a plain function of state and action; the
/// store runs the work and feeds what it sends back in as actions.
///
/// ```swift
/// case .view(.refreshPulled):
///     state.isRefreshing = true
///     return .run { [fetchPage = client.fetchPage] send in
///         await send(.pageResponse(page: 1, await fetchPage(1, perPage)))
///     }
///     .cancellable(id: CancelID.pageLoad, cancelInFlight: true)
/// ```
///
/// As TCA's `run`, the operation is `async`, may send any number of times or never, and the effect ends when it
/// returns. Every effect of a store runs on the store's ``EffectExecutor``, on the main thread, so the part of an
/// effect that follows a server's answer runs before the server's callback returns. Elm's `Cmd` and Redux's
/// middleware are the same idea: the work is data that a runtime performs.
public struct Effect<Action> {
    /// One piece of work, as the store's ``EffectRunner`` performs it.
    indirect enum Operation {
        /// Send an action straight back into the store, before anyone sees the new state.
        case send(Action)
        /// Start an async operation as a task.
        case run(Run)
        /// Stop every effect under way that carries this id.
        case cancel(id: AnyHashable)
        /// Run these effects one after another, each once the one before has ended.
        case concatenate([Effect])
        /// Run this effect under `id`, cancelling first what runs under it if `cancelInFlight`.
        case cancellable(id: AnyHashable, cancelInFlight: Bool, Effect)
    }

    /// An async operation, and the dependencies that were in force where it was built.
    struct Run {
        let dependencies: DependencyValues
        let operation: @Sendable (Send<Action>) async -> Void
    }

    let operations: [Operation]

    /// Nothing to do.
    public static var none: Self { Self(operations: []) }

    /// Send `action` back into the store at once, in the same turn, before the new state is shown. Use it for a
    /// child's delegate actions to its parent; for anything else, do the work in the reducer that asked for it.
    public static func send(_ action: Action) -> Self {
        Self(operations: [.send(action)])
    }

    /// Run `operation` as a task; it sends what it has to say through `send`. A throw is handed to `handler`, which
    /// may send an action for it; without a handler it is reported as a mistake. A cancelled effect's
    /// `CancellationError` is not a mistake and is dropped.
    public static func run(
        operation: @escaping @Sendable (_ send: Send<Action>) async throws -> Void,
        catch handler: (@Sendable (_ error: any Error, _ send: Send<Action>) async -> Void)? = nil
    ) -> Self {
        let run = Run(dependencies: DependencyValues.current) { send in
            do {
                try await operation(send)
            } catch is CancellationError {
                return
            } catch {
                guard let handler else {
                    reportIssue("An effect threw \(error), and has no catch handler to turn it into an action.")
                    return
                }
                await handler(error, send)
            }
        }
        return Self(operations: [.run(run)])
    }

    /// Stop every effect under way that was made ``cancellable(id:cancelInFlight:)`` with `id` by the same feature:
    /// its task is cancelled, and whatever it sends from then on is dropped. Ids are scoped to the presented feature
    /// that uses them, so a child's cancel never reaches a sibling's or its parent's effects.
    public static func cancel(id: some Hashable) -> Self {
        Self(operations: [.cancel(id: AnyHashable(ScopedCancelID(AnyHashable(id))))])
    }

    /// Run all of `effects` at once.
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.operations))
    }

    /// Run this effect and `other` at once.
    public func merge(with other: Self) -> Self {
        Self(operations: operations + other.operations)
    }

    /// Run `effects` one after another: each starts when the one before has ended. The only ordered combination.
    public static func concatenate(_ effects: Self...) -> Self {
        Self(operations: [.concatenate(effects)])
    }

    /// Let this effect be cancelled by `id`. With `cancelInFlight`, starting it first cancels whatever runs under
    /// `id`, so the latest request wins: the way pull-to-refresh supersedes a page that is still loading.
    public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Self {
        cancellable(hashableID: AnyHashable(ScopedCancelID(AnyHashable(id))), cancelInFlight: cancelInFlight)
    }

    /// Let this effect be cancelled by `id`: any hashable value, such as the identity of a presented child, whose
    /// effects the library cancels when the child goes away.
    func cancellable(hashableID id: AnyHashable, cancelInFlight: Bool = false) -> Self {
        guard !operations.isEmpty else { return self }
        return Self(operations: [.cancellable(id: id, cancelInFlight: cancelInFlight, self)])
    }

    /// The same work, its actions wrapped for a parent: how ``Scope`` lifts a child's effects into its parent's.
    /// The work keeps the dependencies that were in force where it was built.
    public func map<ParentAction>(_ transform: @escaping @Sendable (Action) -> ParentAction) -> Effect<ParentAction> {
        Effect<ParentAction>(operations: operations.map { $0.map(transform) })
    }
}

extension Effect.Operation {
    func map<ParentAction>(
        _ transform: @escaping @Sendable (Action) -> ParentAction
    ) -> Effect<ParentAction>.Operation {
        switch self {
        case .send(let action):
            return .send(transform(action))
        case .run(let run):
            let operation = run.operation
            return .run(
                Effect<ParentAction>.Run(dependencies: run.dependencies) { send in
                    await operation(send.wrapping(transform))
                })
        case .cancel(let id):
            return .cancel(id: id)
        case .concatenate(let effects):
            return .concatenate(effects.map { $0.map(transform) })
        case .cancellable(let id, let cancelInFlight, let effect):
            return .cancellable(id: id, cancelInFlight: cancelInFlight, effect.map(transform))
        }
    }
}

/// The effect of a feature: `EffectOf<ProductsFeature>`.
public typealias EffectOf<R: Reducer> = Effect<R.Action>
