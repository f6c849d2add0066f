/// Runs the effects a reducer returns as tasks on one ``EffectExecutor``, keeps track of the ones under way and of
/// the ids that cancel them, and hands every action they send to whoever runs the reducer: the ``Store`` in the app,
/// the `TestStore` in a test.
///
/// This is the "table of work under way keyed by cancel id" every unidirectional runtime keeps: starting an effect
/// with `cancelInFlight` first cancels the entries with its id, so the latest request wins.
package final class EffectRunner<Action> {
    /// One effect's task that has neither ended nor been cancelled, the ids it can be cancelled by, and what started
    /// it (for a test's failure message).
    private final class Running {
        let cancelIDs: [AnyHashable]
        let origin: String
        var task: Task<Void, Never>?
        /// Set when it is cancelled: what it sent and the store has not reduced yet is dropped too.
        var isCancelled = false

        init(cancelIDs: [AnyHashable], origin: String) {
            self.cancelIDs = cancelIDs
            self.origin = origin
        }
    }

    private let executor = EffectExecutor()
    private let deliver: (_ action: Action, _ origin: String) -> Void
    private var running: [Running] = []

    /// A runner that hands every action its effects send to `deliver`, with the origin of the effect that sent it.
    package init(deliver: @escaping (_ action: Action, _ origin: String) -> Void) {
        self.deliver = deliver
    }

    /// What started each effect still under way, oldest first.
    package var originsUnderWay: [String] { running.map(\.origin) }

    /// Whether any of the effects `task` stands for is still under way: neither ended nor cancelled.
    package func isUnderWay(_ task: StoreTask) -> Bool {
        running.contains { entry in entry.task.map(task.tasks.contains) ?? false }
    }

    /// Start every part of `effect`; `origin` says what started it. Returns the tasks it started, which a
    /// ``StoreTask`` can wait on or cancel.
    @discardableResult
    package func run(_ effect: Effect<Action>, origin: String) -> [Task<Void, Never>] {
        var tasks: [Task<Void, Never>] = []
        executor.holdingJobs {
            tasks = start(effect.operations, cancelIDs: [], origin: origin)
        }
        return tasks
    }

    /// Cancel everything under way: the store that ran it is gone, or a test skips it.
    package func cancelAll() {
        for entry in running {
            entry.isCancelled = true
            entry.task?.cancel()
        }
        running.removeAll()
    }

    /// Cancel every effect under way that carries `id`.
    package func cancel(id: AnyHashable) {
        let cancelled = running.filter { $0.cancelIDs.contains(id) }
        running.removeAll { $0.cancelIDs.contains(id) }
        for entry in cancelled {
            entry.isCancelled = true
            entry.task?.cancel()
        }
    }

    private func start(
        _ operations: [Effect<Action>.Operation], cancelIDs: [AnyHashable], origin: String
    ) -> [Task<Void, Never>] {
        var tasks: [Task<Void, Never>] = []
        for operation in operations {
            switch operation {
            case .send(let action):
                deliver(action, origin)
            case .cancel(let id):
                cancel(id: id)
            case .cancellable(let id, let cancelInFlight, let effect):
                if cancelInFlight {
                    cancel(id: id)
                }
                tasks += start(effect.operations, cancelIDs: cancelIDs + [id], origin: origin)
            case .run(let run):
                tasks.append(startTask(run.operation, dependencies: run.dependencies, cancelIDs, origin))
            case .concatenate(let effects):
                let operation = concatenation(of: effects, cancelIDs: cancelIDs, origin: origin)
                tasks.append(startTask(operation, dependencies: DependencyValues.current, cancelIDs, origin))
            }
        }
        return tasks
    }

    /// One operation that starts each of `effects` when the one before has ended, and stops when it is cancelled.
    private func concatenation(
        of effects: [Effect<Action>], cancelIDs: [AnyHashable], origin: String
    ) -> @Sendable (Send<Action>) async -> Void {
        nonisolated(unsafe) let cancelIDs = cancelIDs
        return { [weak self] _ in
            for effect in effects {
                guard !Task.isCancelled else { return }
                let tasks = onMainThread {
                    self?.run(effect, cancelIDs: cancelIDs, origin: origin) ?? []
                }
                await withTaskCancellationHandler {
                    for task in tasks {
                        await task.value
                    }
                } onCancel: {
                    for task in tasks {
                        task.cancel()
                    }
                }
            }
        }
    }

    private func run(_ effect: Effect<Action>, cancelIDs: [AnyHashable], origin: String) -> [Task<Void, Never>] {
        var tasks: [Task<Void, Never>] = []
        executor.holdingJobs {
            tasks = start(effect.operations, cancelIDs: cancelIDs, origin: origin)
        }
        return tasks
    }

    private func startTask(
        _ operation: @escaping @Sendable (Send<Action>) async -> Void, dependencies: DependencyValues,
        _ cancelIDs: [AnyHashable], _ origin: String
    ) -> Task<Void, Never> {
        let entry = Running(cancelIDs: cancelIDs, origin: origin)
        running.append(entry)
        let executor = self.executor
        let send = Send<Action> { [weak self] action in
            let action = UncheckedBox(action)
            executor.afterJob {
                onMainThread {
                    guard !entry.isCancelled else { return }
                    self?.deliver(action.value, origin)
                }
            }
        }
        let end: @Sendable () -> Void = { [weak self] in
            executor.afterJob { onMainThread { self?.end(entry) } }
        }
        let task = Self.task(on: executor) {
            await EffectExecutor.$current.withValue(executor) {
                await DependencyValues.$current.withValue(dependencies) {
                    await operation(send)
                }
            }
            end()
        }
        entry.task = task
        return task
    }

    /// A task that runs `operation` on `executor`, away from the main actor: its jobs are the executor's to run.
    private nonisolated static func task(
        on executor: EffectExecutor, _ operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        Task(executorPreference: executor, operation: operation)
    }

    private func end(_ entry: Running) {
        running.removeAll { $0 === entry }
    }
}
