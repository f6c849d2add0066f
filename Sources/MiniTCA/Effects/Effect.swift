/// Work a reducer asks the store to do after it returns, described as a value: send an action, call the server,
/// cancel work already under way. The reducer stays a plain function of state and action; the store runs the work
/// and feeds its results back in as actions.
///
/// ```swift
/// case .view(.refreshPulled):
///     state.isRefreshing = true
///     return .run { [fetchPage = productsClient.fetchPage] send in
///         fetchPage(1) { send(.pageResponse(page: 1, $0)) }
///     }
///     .cancellable(id: CancelID.pageLoad, cancelInFlight: true)
/// ```
///
/// In TCA, `.run` takes an `async` closure and its effect ends when the closure returns. Here the work is a call
/// whose answer comes back through a callback, and the effect ends when it sends its one answer: the workbook's
/// server answers by callback, at once or when a test delivers the answer, and every spec reads the screen right
/// after. An `async` effect would resume on a later turn of the main actor, and the screen would trail the server
/// by an unknown number of turns. Elm's `Cmd` and Redux's middleware are the same idea: the work is data that a
/// runtime performs.
public struct Effect<Action> {
    /// One piece of work, as the store's ``EffectRunner`` performs it.
    enum Operation {
        /// Send an action straight back into the store, before anyone sees the new state.
        case send(Action)
        /// Start work that answers with one action through ``Send``.
        case run(Run)
        /// Stop every effect under way that carries this id.
        case cancel(id: AnyHashable)
    }

    /// Work that answers later, and the ids it can be cancelled by.
    struct Run {
        let work: (Send<Action>) -> Void
        var cancelIDs: [AnyHashable] = []
        var cancelsInFlight = false
    }

    let operations: [Operation]

    /// Nothing to do.
    public static var none: Self { Self(operations: []) }

    /// Send `action` back into the store at once, in the same turn, before the new state is shown. Use it for a
    /// child's delegate actions to its parent; for anything else, do the work in the reducer that asked for it.
    public static func send(_ action: Action) -> Self {
        Self(operations: [.send(action)])
    }

    /// Start `work`, which answers with one action by calling the ``Send`` it is given. Until it answers, the
    /// effect is under way and can be cancelled; once cancelled, its answer is dropped.
    public static func run(_ work: @escaping (_ send: Send<Action>) -> Void) -> Self {
        Self(operations: [.run(Run(work: work))])
    }

    /// Stop every effect under way that was made ``cancellable(id:cancelInFlight:)`` with `id`; their answers, if
    /// they ever come, are dropped.
    public static func cancel(id: some Hashable) -> Self {
        Self(operations: [.cancel(id: AnyHashable(id))])
    }

    /// Run all of `effects`.
    public static func merge(_ effects: Self...) -> Self {
        Self(operations: effects.flatMap(\.operations))
    }

    /// Run this effect and `other`.
    public func merge(with other: Self) -> Self {
        Self(operations: operations + other.operations)
    }

    /// Let this effect's work be cancelled by `id`. With `cancelInFlight`, starting it first cancels any work
    /// already under way with that id, so the latest request wins: the way pull-to-refresh supersedes a page that
    /// is still loading.
    public func cancellable(id: some Hashable, cancelInFlight: Bool = false) -> Self {
        cancellable(hashableID: AnyHashable(id), cancelInFlight: cancelInFlight)
    }

    /// Let this effect's work be cancelled by `id`: any hashable value, such as the key path of a presented child,
    /// whose effects the library cancels when the child goes away.
    func cancellable(hashableID id: AnyHashable, cancelInFlight: Bool = false) -> Self {
        Self(
            operations: operations.map { operation in
                guard case .run(var run) = operation else { return operation }
                run.cancelIDs.append(id)
                run.cancelsInFlight = run.cancelsInFlight || cancelInFlight
                return .run(run)
            })
    }

    /// The same work, its actions wrapped for a parent: how ``Scope`` lifts a child's effects into its parent's.
    public func map<ParentAction>(_ transform: @escaping (Action) -> ParentAction) -> Effect<ParentAction> {
        Effect<ParentAction>(
            operations: operations.map { operation in
                switch operation {
                case .send(let action):
                    return .send(transform(action))
                case .run(let run):
                    let work = run.work
                    return .run(
                        Effect<ParentAction>.Run(
                            work: { send in work(Send { send(transform($0)) }) },
                            cancelIDs: run.cancelIDs, cancelsInFlight: run.cancelsInFlight))
                case .cancel(let id):
                    return .cancel(id: id)
                }
            })
    }
}
