// snippet: rha-pros-worker-handler
/// The callback through which a `ProsWorkerProtocol` delivers the pros of AI: success with the `AI` model, or a failure.
public typealias ProsWorkerHandler = (ProsWorkerResult<AI>) -> Void
// end-snippet
