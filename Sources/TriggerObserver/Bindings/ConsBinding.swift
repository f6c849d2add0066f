/// The coordinating component of the Cons feature: trigger and observer at once, owning the domain service.
final class ConsBinding: FetchConsTrigger, NewConsObserver {
    private let service: AIService
    private var observers = ObserverList<Result<[String], AppError>>()

    init(service: AIService) {
        self.service = service
    }

    func fetchCons() {
        service.fetchCons { [weak self] result in
            guard let self else { return }
            observers.notify(result)
        }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        observers.add(completion)
    }
}
