// snippet: rha-pros-worker
/// The Pros worker: the view model's handle on whichever `ProsWorkerProtocol` it was given.
///
/// Built once by the composition root around `ProsApi`, or by a test around a fake, and injected into `ProsViewModel`.
final class ProsWorker {
    let prosWorkerProtocol: any ProsWorkerProtocol

    init(prosWorkerProtocol: any ProsWorkerProtocol) {
        self.prosWorkerProtocol = prosWorkerProtocol
    }
}
// end-snippet
