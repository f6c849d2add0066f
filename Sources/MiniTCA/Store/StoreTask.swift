/// The effects one `send` started, as a handle: wait for them to end (`await task.finish()`), or cancel them —
/// the way a refresh control can stop spinning exactly when the reload it started is done.
public struct StoreTask: Sendable {
    package let tasks: [Task<Void, Never>]

    package init(tasks: [Task<Void, Never>]) {
        self.tasks = tasks
    }

    /// Cancel every effect the send started; they send nothing more.
    public func cancel() {
        for task in tasks {
            task.cancel()
        }
    }

    /// Wait until every effect the send started has ended.
    public func finish() async {
        for task in tasks {
            await task.value
        }
    }

    /// `true` once every effect the send started has been cancelled, or if it started none.
    public var isCancelled: Bool {
        tasks.allSatisfy(\.isCancelled)
    }
}
