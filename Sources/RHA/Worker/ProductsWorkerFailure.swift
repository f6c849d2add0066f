/// Why a Products service has no answer to give: the server said why (`failed`), its answer made no sense, or it
/// answered with an error status and no reason.
enum ProductsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
    case unexpectedStatus(Int)
}
