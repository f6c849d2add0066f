// snippet: triggerobserver-uncoordinated-observer
/// The other half of the first attempt: a domain service that is only an observer. It keeps the completion it
/// is given, but nothing it knows of ever calls it. The app does not use it.
final class ProsObserver: NewProsObserver {
    private(set) var completion: ((Result<[String], AppError>) -> Void)?

    func bind(completion: @escaping (Result<[String], AppError>) -> Void) {
        self.completion = completion
    }
}
// end-snippet
