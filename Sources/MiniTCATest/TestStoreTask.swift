import MiniTCA
import Testing

/// The effects one ``TestStore/send(_:assert:sourceLocation:)`` started, as a handle: a test cancels them, as a
/// screen that goes away would (`await task.cancel()`), or checks that they have ended (`await task.finish()`).
public struct TestStoreTask {
    let task: StoreTask
    let isUnderWay: () -> Bool
    let fail: (_ message: String, _ sourceLocation: SourceLocation) -> Void

    /// Cancel the effects the send started; they send nothing more.
    public func cancel() async {
        task.cancel()
    }

    /// Fail unless every effect the send started has ended. Nothing is waited for: every effect has run as far as
    /// it can, so one that has not ended waits for an answer the test has not delivered or a clock it has not
    /// advanced.
    public func finish(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        if isUnderWay() {
            fail(
                "Expected the effects of this send to have ended, but one is still under way: deliver what it waits "
                    + "for, or advance the test clock it sleeps on.",
                sourceLocation)
        }
    }

    /// `true` once the effects the send started have been cancelled, or if it started none.
    public var isCancelled: Bool { task.isCancelled }
}
