/// Why a Cons service has no `AI` to give: the server refused (`failed`, with the words to show:
/// its own, or its status when it gave none), or its answer made no sense.
enum ConsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
}
