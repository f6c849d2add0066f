// snippet: rha-pros-worker-failure
/// Why a Pros service has no `AI` to give: the server refused (`failed`, with the words to show:
/// its own, or its status when it gave none), or its answer made no sense.
public enum ProsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
}
// end-snippet
