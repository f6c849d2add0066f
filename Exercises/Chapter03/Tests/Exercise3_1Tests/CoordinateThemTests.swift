import Testing
import TriggerObserver

@testable import Exercise3_1

/// An `AIService` that keeps each completion until the test answers it.
private final class HeldAIService: AIService {
    private(set) var prosRequests = 0
    private var pending: [(Result<[String], AppError>) -> Void] = []

    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void) {
        prosRequests += 1
        pending.append(completion)
    }

    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void) {}

    func answer(_ result: Result<[String], AppError>) {
        guard !pending.isEmpty else { return }
        pending.removeFirst()(result)
    }
}

@Suite("Exercise 3.1 — Coordinate them: deliver what the trigger fetched")
struct CoordinateThemTests {
    @Test("What the trigger fetched reaches the observer")
    func listArrives() {
        let service = HeldAIService()
        let binding = ProsBinding(service: service)
        let trigger: FetchProsTrigger = binding
        let observer: NewProsObserver = binding
        var received: [Result<[String], AppError>] = []
        observer.bind { received.append($0) }

        trigger.fetchPros()
        #expect(service.prosRequests == 1, "fetchPros() must ask the service once")
        #expect(received.isEmpty, "Nothing should arrive before the service answers")
        service.answer(.success(["Error reduction", "No breaks"]))

        #expect(
            received == [.success(["Error reduction", "No breaks"])],
            "The service answered, but the observer heard nothing: in Exercise3_1/ProsBinding.swift, call the bound completion with the service's result"
        )
    }

    @Test("A failure reaches the observer the same way")
    func failureArrives() {
        let service = HeldAIService()
        let binding = ProsBinding(service: service)
        var received: [Result<[String], AppError>] = []
        binding.bind { received.append($0) }

        binding.fetchPros()
        service.answer(.failure(.server(message: "Server is down")))

        #expect(
            received == [.failure(.server(message: "Server is down"))],
            "Pass the service's result on as it is, failures included, in Exercise3_1/ProsBinding.swift"
        )
    }

    @Test("A binding nobody holds is not kept alive by its request, and its late answer goes nowhere")
    func weakSelf() {
        let service = HeldAIService()
        var binding: ProsBinding? = ProsBinding(service: service)
        var received = 0
        binding?.bind { _ in received += 1 }
        binding?.fetchPros()
        weak let released = binding
        binding = nil

        #expect(
            released == nil,
            "The service's completion keeps the binding alive: capture `[weak self]` in Exercise3_1/ProsBinding.swift"
        )
        service.answer(.success(["No breaks"]))
        #expect(received == 0)
    }
}
