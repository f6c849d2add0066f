/// The Cons worker: the view model's handle on whichever `ConsWorkerProtocol` it was given.
///
/// Built once by the composition root around `ConsApi`, or by a test around a fake, and injected into `ConsViewModel`.
public final class ConsWorker {
    let consWorkerProtocol: any ConsWorkerProtocol

    init(consWorkerProtocol: any ConsWorkerProtocol) {
        self.consWorkerProtocol = consWorkerProtocol
    }
}
