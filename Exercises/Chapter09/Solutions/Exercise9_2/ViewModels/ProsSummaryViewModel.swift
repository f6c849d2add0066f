/// The summary's business logic: what the screen says about the pros. (RHA's `ViewModels` layer.)
final class ProsSummaryViewModel {
    private let worker: ProsSummaryWorker

    init(worker: ProsSummaryWorker) {
        self.worker = worker
    }

    /// `4 pros, first: Error reduction`, or the failure's message.
    func loadSummary(completion: @escaping (Result<String, ProsSummaryFailure>) -> Void) {
        worker.getPros { result in
            completion(result.map { pros in "\(pros.count) pros, first: \(pros.first ?? "none")" })
        }
    }
}
