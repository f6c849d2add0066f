// snippet: rha-pros-worker-failure
/// Why a Pros service has no `AI` to give: the server said why (`failed`), its answer made no sense, or it
/// answered with an error status and no reason.
public enum ProsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
    case unexpectedStatus(Int)
}
// end-snippet
