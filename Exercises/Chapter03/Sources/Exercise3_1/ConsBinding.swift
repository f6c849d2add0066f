import TriggerObserver

/// The Pros feature's coordinating component, as chapter 3 builds it: one object that is both the trigger
/// (`FetchProsTrigger`) and the observer (`NewProsObserver`), owning the domain service in between.
///
/// As shipped, it behaves like the write-up's first, uncoordinated attempt: `fetchPros()` asks the service, and
/// the answer goes nowhere, so an observer bound here never hears a thing.
final class ProsBinding: FetchProsTrigger, NewProsObserver {
    private let service: AIService
    private var completion: ((Result<[String], AppError>) -> Void)?

    init(service: AIService) {
        self.service = service
    }

    func fetchPros() {
        // TODO: Exercise 3.1 — the service's answer is thrown away here. Hand it to the bound completion,
        // capturing `self` weakly so that a binding nobody holds any more is not kept alive by its request.
        service.fetchPros { _ in }
    }

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        self.completion = completion
    }
}
