// snippet: rha-pros-worker
/// The Pros worker: the view model's handle on whichever `ProsWorkerProtocol` it was given.
///
/// Built once by the composition root around `ProsApi`, or by a test around a fake, and injected into `ProsViewModel`.
public final class ProsWorker {
    public let prosWorkerProtocol: any ProsWorkerProtocol

    public init(prosWorkerProtocol: any ProsWorkerProtocol) {
        self.prosWorkerProtocol = prosWorkerProtocol
    }
}
// end-snippet
