@testable import RHA

/// A hand-written Cons worker that answers at once with the result it was given.
final class FakeConsWorker: ConsWorkerProtocol {
    var result: ConsWorkerResult<AI>
    private(set) var calls = 0

    init(_ result: ConsWorkerResult<AI>) {
        self.result = result
    }

    func getCons(completionHandler: @escaping ConsWorkerHandler) {
        calls += 1
        completionHandler(result)
    }
}
