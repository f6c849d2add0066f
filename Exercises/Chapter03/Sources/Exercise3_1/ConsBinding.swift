import TriggerObserver

/// The Cons feature's coordinating component, built the way chapter 3 builds Pros': one object that is both the
/// trigger (`FetchConsTrigger`) and the observer (`NewConsObserver`), owning the domain service in between. Any
/// number of observers may bind; each hears every answer, in the order it bound.
///
/// As shipped, it behaves like the write-up's first, uncoordinated attempt: the answer goes nowhere.
final class ConsBinding: FetchConsTrigger, NewConsObserver {
    private let service: AIService
    private var completions: [(Result<[String], AppError>) -> Void] = []

    init(service: AIService) {
        self.service = service
    }

    func fetchCons() {
        // TODO: Exercise 3.1 — the service's answer is thrown away here: hand it on, so that what the trigger
        // fetched reaches the observers — without a request keeping a binding nobody holds alive.
        service.fetchCons { _ in }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        completions.append(completion)
    }
}
