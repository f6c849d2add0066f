/// Why a Cons service has no `AI` to give: the server said why (`failed`), its answer made no sense, or it
/// answered with an error status and no reason.
enum ConsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
    case unexpectedStatus(Int)
}
