// snippet: triggerobserver-pros-binding
/// The coordinating component of the Pros feature: it is the trigger and the observer at once, and owns the
/// domain service in between. What `fetchPros()` brings in is handed to every bound completion.
final class ProsBinding: FetchProsTrigger, NewProsObserver {
    private let service: AIService
    private var observers = ObserverList<Result<[String], AppError>>()

    init(service: AIService) {
        self.service = service
    }

    func fetchPros() {
        service.fetchPros { [weak self] result in
            guard let self else { return }
            observers.notify(result)
        }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        observers.add(completion)
    }
}
// end-snippet
