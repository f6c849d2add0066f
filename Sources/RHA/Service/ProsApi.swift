import Backend

// snippet: rha-pros-api
/// The Pros service: implements `ProsWorkerProtocol` by asking the Backend for `GET /ai/pros` and decoding `AI`.
///
/// Unlike the write-up's `ProsApi`, which returned a list it built itself and so could never fail, this one talks
/// to a server, and every way that can go wrong arrives as a `ProsWorkerFailure`.
struct ProsApi: ProsWorkerProtocol {
    let server: Server

    func getPros(completionHandler: @escaping ProsWorkerHandler) {
        server.send(Request(.get, "/ai/pros")) { response in
            switch ServiceAnswer<AI>(decoding: response) {
            case .value(let ai) where ai.advantages != nil:
                completionHandler(ProsWorkerResult.success(ai))
            case .value, .unreadable:
                completionHandler(ProsWorkerResult.failure(ProsWorkerFailure.unreadable))
            case .refused(let status, let message):
                let words = message ?? Constant.UNEXPECTED_STATUS(status)
                completionHandler(ProsWorkerResult.failure(ProsWorkerFailure.failed(words)))
            }
        }
    }
}
// end-snippet
