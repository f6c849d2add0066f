import RHA

/// Exercise 2.1 — the write-up's `ProsViewModel` with its failure path as published, moved into a method of its own,
/// `report(failure:)`. The controller binds `isErrorFree` and raises an alert for what it hears.
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
                if case .failed(let msg) = error { report(failure: msg) }
                completionHandler(nil)
            }
        }
    }

    /// Tells whoever listens to `isErrorFree` that the server refused, with its message.
    private func report(failure message: String) {
        isErrorFree.value = Content(status: false, message: message)
    }
}
