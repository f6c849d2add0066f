import TriggerObserver

/// The Pros feature's coordinating component, as chapter 3 builds it: one object that is both the trigger
/// (`FetchProsTrigger`) and the observer (`NewProsObserver`), owning the domain service in between.
///
/// What `fetchPros()` brings in is handed to the bound completion: the trigger and the observer are coordinated.
final class ProsBinding: FetchProsTrigger, NewProsObserver {
    private let service: AIService
    private var completion: ((Result<[String], AppError>) -> Void)?

    init(service: AIService) {
        self.service = service
    }

    func fetchPros() {
        service.fetchPros { [weak self] result in
            guard let self else { return }
            completion?(result)
        }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        self.completion = completion
    }
}
