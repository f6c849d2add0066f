@testable import RHA

// snippet: rha-test-fake-worker
/// A hand-written Pros worker: it records each call and keeps the completion handler, to be answered by the test.
final class FakeProsWorker: ProsWorkerProtocol {
    private(set) var calls = 0
    private var pending: [ProsWorkerHandler] = []

    func getPros(completionHandler: @escaping ProsWorkerHandler) {
        calls += 1
        pending.append(completionHandler)
    }

    func answer(_ result: ProsWorkerResult<AI>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}
// end-snippet
