import RHA

/// Exercise 2.1 — the write-up's `ProsViewModel`, failure path as published: it writes the failure's message into
/// `isErrorFree` and stops there. The controller's listener raises its alert only when `status == false`.
final class OriginalProsViewModel {
    /// What the controller shows: the pros.
    struct Response {
        var _pros = [String]()
    }

    // Reactive properties
    let isErrorFree: Box<Content> = Box(Content())

    // Worker
    let worker: ProsWorker

    init(worker: ProsWorker) {
        self.worker = worker
    }

    func fetchPros(completionHandler: @escaping (OriginalProsViewModel.Response?) -> Void) {
        worker.prosWorkerProtocol.getPros { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let ai):
                completionHandler(Response(_pros: ai.advantages ?? []))

            case .failure(let error):
                switch error {
                case .failed(let msg):
                    isErrorFree.value = Content(status: false, message: msg)
                case .unreadableAnswer, .unexpectedStatus:
                    break
                }
                completionHandler(nil)
            }
        }
    }
}
