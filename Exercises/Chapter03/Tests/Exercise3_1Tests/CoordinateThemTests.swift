import Testing
import TriggerObserver

@testable import Exercise3_1

/// An `AIService` that keeps each completion until the test answers it, and counts what it was asked for.
private final class HeldAIService: AIService {
    private(set) var prosRequests = 0
    private(set) var consRequests = 0
    private var pending: [(Result<[String], AppError>) -> Void] = []

    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void) {
        prosRequests += 1
        pending.append(completion)
    }

    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void) {
        consRequests += 1
        pending.append(completion)
    }

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
        let binding = ConsBinding(service: service)
        let trigger: FetchConsTrigger = binding
        let observer: NewConsObserver = binding
        var received: [Result<[String], AppError>] = []
        observer.bind { received.append($0) }

        trigger.fetchCons()
        #expect(
            service.consRequests == 1 && service.prosRequests == 0,
            "fetchCons() must ask the service for the cons, once (it asked for cons \(service.consRequests) and pros \(service.prosRequests) times), in Exercise3_1/ConsBinding.swift"
        )
        #expect(received.isEmpty, "Nothing should arrive before the service answers")
        service.answer(.success(["High cost", "Lesser jobs"]))

        #expect(
            received == [.success(["High cost", "Lesser jobs"])],
            "The service answered, but the observer heard nothing: in Exercise3_1/ConsBinding.swift, hand the service's result to the bound completions"
        )
    }

    @Test("A failure reaches the observer the same way")
    func failureArrives() {
        let service = HeldAIService()
        let binding = ConsBinding(service: service)
        var received: [Result<[String], AppError>] = []
        binding.bind { received.append($0) }

        binding.fetchCons()
        service.answer(.failure(.refused(status: 500, message: "Server is down")))

        #expect(
            received == [.failure(.refused(status: 500, message: "Server is down"))],
            "Pass the service's result on as it is, failures included, in Exercise3_1/ConsBinding.swift"
        )
    }

    @Test("Every observer bound hears every answer, in the order it bound, fetch after fetch")
    func everyObserver() {
        let service = HeldAIService()
        let binding = ConsBinding(service: service)
        var heard: [String] = []
        binding.bind { _ in heard.append("list") }
        binding.bind { _ in heard.append("badge") }

        binding.fetchCons()
        service.answer(.success(["High cost"]))
        binding.fetchCons()
        binding.bind { _ in heard.append("late") }
        service.answer(.failure(.unreadable))

        #expect(
            heard == ["list", "badge", "list", "badge", "late"],
            "Observers heard \(heard): in Exercise3_1/ConsBinding.swift, every observer hears every answer — the second too, and an observer bound while a fetch is on its way hears its answer"
        )
        #expect(service.consRequests == 2, "Each fetchCons() asks the service once (Exercise3_1/ConsBinding.swift)")
    }

    @Test("A binding nobody holds is not kept alive by its request, and its late answer goes nowhere")
    func weakSelf() {
        let service = HeldAIService()
        var binding: ConsBinding? = ConsBinding(service: service)
        var received = 0
        binding?.bind { _ in received += 1 }
        binding?.fetchCons()
        weak let released = binding
        binding = nil

        #expect(
            released == nil,
            "The service's completion keeps the binding alive: capture `[weak self]` in Exercise3_1/ConsBinding.swift"
        )
        service.answer(.success(["Lesser jobs"]))
        #expect(received == 0)
    }
}
