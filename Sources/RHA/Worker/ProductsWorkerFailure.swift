/// Why a Products service has no answer to give: the server refused (`failed`, with the words to show:
/// its own, or its status when it gave none), or its answer made no sense.
enum ProductsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
}
