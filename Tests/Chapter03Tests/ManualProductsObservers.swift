@testable import TriggerObserver

/// Observers the test pushes values through by hand, as a binding would.
final class ManualProductsObservers: NewProductsObserver, ProductDeletionObserver, ProductUpdateObserver {
    private var pages = ObserverList<Result<ProductPage, AppError>>()
    private var deletions = ObserverList<Result<Int, AppError>>()
    private var updates = ObserverList<Result<Product, AppError>>()

    func bind(completion: @escaping (Result<ProductPage, AppError>) -> Void) { pages.add(completion) }
    func bind(completion: @escaping (Result<Int, AppError>) -> Void) { deletions.add(completion) }
    func bind(completion: @escaping (Result<Product, AppError>) -> Void) { updates.add(completion) }

    func send(_ page: Result<ProductPage, AppError>) { pages.notify(page) }
    func sendDeletion(_ result: Result<Int, AppError>) { deletions.notify(result) }
    func sendUpdate(_ result: Result<Product, AppError>) { updates.notify(result) }
}
