import Backend

/// The Cons service: implements `ConsWorkerProtocol` by asking the Backend for `GET /ai/cons` and decoding `AI`.
///
/// Unlike the write-up's `ConsApi`, which returned a list it built itself and so could never fail, this one talks
/// to a server, and every way that can go wrong arrives as a `ConsWorkerFailure`.
struct ConsApi: ConsWorkerProtocol {
    let server: Server

    func getCons(completionHandler: @escaping ConsWorkerHandler) {
        server.send(Request(.get, "/ai/cons")) { response in
            switch ServiceAnswer<AI>(decoding: response) {
            case .value(let ai) where ai.disadvantages != nil:
                completionHandler(ConsWorkerResult.success(ai))
            case .value, .unreadable:
                completionHandler(ConsWorkerResult.failure(ConsWorkerFailure.unreadable))
            case .refused(let status, let message):
                let words = message ?? Constant.UNEXPECTED_STATUS(status)
                completionHandler(ConsWorkerResult.failure(ConsWorkerFailure.failed(words)))
            }
        }
    }
}
