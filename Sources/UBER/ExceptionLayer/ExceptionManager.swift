/// The Exception layer's control point: the one place errors go. Any layer calls ``publish(error:)``; the manager
/// logs the error and hands it to its observer (the UI layer, which shows it). As in the write-up there is one
/// observer, set with ``setObserver(observer:)``, and a log a remote logging system could be fed from.
public final class ExceptionManager {
    /// Every error published, oldest first.
    public private(set) var logs: [Error] = []
    /// Where a real app would ship its logs; the workbook keeps it for the shape and sends nothing.
    public let loggingSystemURL: String?
    private var callback: (Error) -> Void = { _ in }

    public init(logSystem: String?) {
        self.loggingSystemURL = logSystem
    }

    // snippet: uber-exception-manager
    /// Observe every error published from now on. A new observer replaces the old one.
    public func setObserver(observer: @escaping (Error) -> Void) {
        callback = observer
    }

    /// Report an error: it is logged, then handed to the observer.
    public func publish(error: Error) {
        logs.append(error)
        callback(error)
    }
    // end-snippet
}
