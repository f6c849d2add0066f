/// The callback through which a `ConsWorkerProtocol` delivers the cons of AI: success with the `AI` model, or a failure.
typealias ConsWorkerHandler = (ConsWorkerResult<AI>) -> Void
