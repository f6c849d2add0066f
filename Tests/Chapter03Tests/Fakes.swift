import Backend
import HeadlessUI

@testable import TriggerObserver

// Hand-written fakes: a domain service that answers when the test says so, triggers that record what they were
// asked, observers the test pushes values through, and displays that record what they were told.

/// An ``AIService`` that keeps each completion until the test answers it.
final class FakeAIService: AIService {
    private(set) var prosRequests = 0
    private(set) var consRequests = 0
    private var pendingPros: [(Result<[String], AppError>) -> Void] = []
    private var pendingCons: [(Result<[String], AppError>) -> Void] = []

    func fetchPros(completion: @escaping (Result<[String], AppError>) -> Void) {
        prosRequests += 1
        pendingPros.append(completion)
    }

    func fetchCons(completion: @escaping (Result<[String], AppError>) -> Void) {
        consRequests += 1
        pendingCons.append(completion)
    }

    func answerPros(_ result: Result<[String], AppError>) {
        guard !pendingPros.isEmpty else { return }
        pendingPros.removeFirst()(result)
    }

    func answerCons(_ result: Result<[String], AppError>) {
        guard !pendingCons.isEmpty else { return }
        pendingCons.removeFirst()(result)
    }
}

/// A ``ReservationService`` that answers at once with the results the test set.
final class FakeReservationService: ReservationService {
    var reserveResult: Result<String, AppError> = .success("8347838")
    var cancelResult: Result<Void, AppError> = .success(())
    private(set) var calls: [String] = []

    func reserve(reservationId: String, completion: @escaping (Result<String, AppError>) -> Void) {
        calls.append("reserve \(reservationId)")
        completion(reserveResult)
    }

    func cancel(reservationId: String, completion: @escaping (Result<Void, AppError>) -> Void) {
        calls.append("cancel \(reservationId)")
        completion(cancelResult)
    }
}

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

extension ProductPage {
    /// Page `number` of a catalogue of numbered products, `count` of them.
    static func sample(number: Int, count: Int = 10, hasMore: Bool = true) -> ProductPage {
        let first = (number - 1) * 10 + 1
        let products = (0..<count).map { Product(id: first + $0, name: "Product \(first + $0)", price: 10) }
        return ProductPage(number: number, products: products, hasMore: hasMore)
    }
}

/// A trigger that only writes down what it was asked to do.
final class RecordingProductsTriggers: FetchProductsTrigger, DeleteProductTrigger {
    private(set) var calls: [String] = []

    func fetchProducts() { calls.append("fetchProducts") }
    func reloadProducts() { calls.append("reloadProducts") }
    func deleteProduct(id: Int) { calls.append("deleteProduct \(id)") }
}

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

/// A ``ProductsDisplay`` that writes down what it was told, with the products in memory when it was told.
final class RecordingProductsDisplay: ProductsDisplay {
    private(set) var events: [String] = []
    private let loading: ProductsLoadingInfra

    /// Display `loading`'s products, as the screen does.
    init(_ loading: ProductsLoadingInfra) {
        self.loading = loading
        loading.display = self
    }

    func showProducts() { events.append("show \(loading.loaded.products.count)") }
    func showChangedRow(_ row: Int) { events.append("changed \(loading.loaded.products[row].name) at \(row)") }
    func showRemovedRow(_ row: Int) { events.append("removed \(row)") }
    func finishLoading() { events.append("finishLoading") }
    func showFailure(_ error: AppError) { events.append("error \(error.message)") }
}

/// A ``ProsConsDisplay`` that writes down what it was told, with the list in memory when it was told.
final class RecordingProsConsDisplay: ProsConsDisplay {
    private(set) var events: [String] = []
    private let loading: ProsConsLoadingInfra

    /// Display `loading`'s list, as the screen does.
    init(_ loading: ProsConsLoadingInfra) {
        self.loading = loading
        loading.display = self
    }

    func showItems() { events.append("show \(loading.items)") }
    func showFailure(_ error: AppError) { events.append("failure \(error)") }
}
