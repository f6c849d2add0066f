@testable import TriggerObserver

/// A ``ProductsService`` that records every call and keeps each page request until the test answers it.
final class FakeProductsService: ProductsService {
    private(set) var requestedPages: [Int] = []
    private var pendingPages: [(number: Int, completion: (Result<ProductPage, AppError>) -> Void)] = []
    private(set) var updates: [ProductDraft] = []
    private(set) var deletions: [Int] = []
    var updateResult: Result<Product, AppError>?
    var deleteResult: Result<Void, AppError> = .success(())

    var pendingPageNumbers: [Int] { pendingPages.map(\.number) }

    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        requestedPages.append(number)
        pendingPages.append((number, completion))
    }

    /// Answer the oldest page request with a page of `count` products.
    func answerPage(count: Int = 10, hasMore: Bool = true) {
        guard !pendingPages.isEmpty else { return }
        let (number, completion) = pendingPages.removeFirst()
        completion(.success(ProductPage.sample(number: number, count: count, hasMore: hasMore)))
    }

    /// Answer the oldest page request with a failure.
    func failPage(_ error: AppError) {
        guard !pendingPages.isEmpty else { return }
        pendingPages.removeFirst().completion(.failure(error))
    }

    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void) {
        updates.append(draft)
        completion(updateResult ?? .success(Product(id: draft.id, name: draft.name, price: Double(draft.price) ?? 0)))
    }

    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void) {
        deletions.append(id)
        completion(deleteResult)
    }
}
