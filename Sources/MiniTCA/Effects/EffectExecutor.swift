import Foundation
import Synchronization

/// The executor every effect of one store runs on: a serial queue of jobs that is worked through on the thread the
/// main actor runs the store on, at once, whenever a job is enqueued there — so an effect runs until it next waits
/// before the call that started or resumed it returns.
///
/// This is what makes effects deterministic without sleeps. The store starts an effect's task and the task runs up
/// to its first `await` that truly waits (on the server, on a clock); when the server's callback resumes it, or a
/// test clock's `advance(by:)` does, the rest runs before that callback or `advance` returns, and whatever the
/// effect sends is reduced and on screen by then. TCA gets the same determinism in tests from swift-concurrency-
/// extras' main serial executor, on which a test `await`s until the work is done; here the work is done before the
/// caller moves on. A job enqueued from another thread (a live clock's timer) is worked through on the main actor.
package final class EffectExecutor: TaskExecutor, @unchecked Sendable {
    private let jobs = Mutex<[UnownedJob]>([])
    /// Set while jobs are being worked through, so a job that enqueues another leaves it to the loop. Read and
    /// written on the owner's thread only.
    nonisolated(unsafe) private var isWorking = false
    /// What effects asked to be done on the main actor, done as soon as the job that asked returns: see
    /// ``afterJob(_:)``. Read and written on the owner's thread only.
    nonisolated(unsafe) private var afterJobs: [() -> Void] = []
    /// The thread of the main actor that made the store, where every job runs.
    private let owner = pthread_self()

    /// The executor the effect running now runs on, if it is one: ``withAnswer(_:)`` waits differently outside.
    @TaskLocal package static var current: EffectExecutor?

    package nonisolated init() {}

    package nonisolated func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        jobs.withLock { $0.append(job) }
        if pthread_equal(pthread_self(), owner) != 0 {
            workThroughJobs()
        } else {
            Task { @MainActor in self.workThroughJobs() }
        }
    }

    /// Hold every job enqueued while `start` runs, then work through them: how the store starts the effects of
    /// one action together, before any of them runs.
    package nonisolated func holdingJobs(_ start: () -> Void) {
        let wasWorking = isWorking
        isWorking = true
        start()
        isWorking = wasWorking
        workThroughJobs()
    }

    /// Do `work` — an effect's `send` reaching its store, an effect's end — as soon as the job running now returns,
    /// back on the main actor: the store reduces, and the screens it closes are freed, on the main actor rather than
    /// inside the effect. Still before the callback that resumed the effect returns.
    package nonisolated func afterJob(_ work: @escaping () -> Void) {
        afterJobs.append(work)
    }

    private nonisolated func workThroughJobs() {
        guard !isWorking else { return }
        isWorking = true
        defer { isWorking = false }
        while let job = jobs.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
            job.runSynchronously(on: asUnownedTaskExecutor())
            while !afterJobs.isEmpty {
                afterJobs.removeFirst()()
            }
        }
    }
}

/// Run `operation`, which belongs to the main actor, from an effect: the effect runs on its store's executor, on the
/// thread the main actor is running the store's caller on, and that caller waits until it is done — so the main
/// actor's state is touched by one thread at a time, as ever. This is how an effect's `send` reaches its store
/// without waiting for a later turn of the main actor. (`MainActor.assumeIsolated` would insist on the process's
/// main thread, which is not the main actor's thread under every test runner.)
nonisolated func onMainThread<Result>(_ operation: @MainActor () -> Result) -> Result {
    withoutActuallyEscaping(operation) { operation in
        unsafeBitCast(operation, to: (() -> Result).self)()
    }
}

/// A value carried across an isolation boundary that the main thread never really crosses.
nonisolated struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}
