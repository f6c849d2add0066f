import TriggerObserver

/// The Cons feature's coordinating component, built the way chapter 3 builds Pros': one object that is both the
/// trigger (`FetchConsTrigger`) and the observer (`NewConsObserver`), owning the domain service in between. Any
/// number of observers may bind; each hears every answer, in the order it bound.
final class ConsBinding: FetchConsTrigger, NewConsObserver {
    private let service: AIService
    private var completions: [(Result<[String], AppError>) -> Void] = []

    init(service: AIService) {
        self.service = service
    }

    func fetchCons() {
        service.fetchCons { [weak self] result in
            guard let self else { return }
            for completion in completions {
                completion(result)
            }
        }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        completions.append(completion)
    }
}
