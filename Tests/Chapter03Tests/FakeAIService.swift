@testable import TriggerObserver

/// An ``AIService`` that keeps each completion until the test answers it.
final class FakeAIService: AIService {
    private(set) var prosRequests = 0
    private(set) var consRequests = 0
    private var pendingPros: [(Result<[String], AppError>) -> Void] = []
    private var pendingCons: [(Result<[String], AppError>) -> Void] = []

    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void) {
        prosRequests += 1
        pendingPros.append(completion)
    }

    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void) {
        consRequests += 1
        pendingCons.append(completion)
    }

    func answerPros(_ result: Result<[String], AppError>) {
        guard !pendingPros.isEmpty else { return }
        pendingPros.removeFirst()(result)
    }

    func answerCons(_ result: Result<[String], AppError>) {
        guard !pendingCons.isEmpty else { return }
        pendingCons.removeFirst()(result)
    }
}
