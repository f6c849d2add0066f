@testable import RHA

/// A hand-written Products worker: it records each request and keeps its completion handler, so a test can answer
/// requests in any order (or never).
final class FakeProductsWorker: ProductsWorkerProtocol {
    private(set) var asked: [String] = []
    private var pages: [Int: [ProductsWorkerHandler<ProductPage>]] = [:]
    private(set) var updates: [(id: Int, changes: ProductChanges, handler: ProductsWorkerHandler<Product>)] = []
    private(set) var deletes: [(id: Int, handler: ProductsWorkerHandler<Void>)] = []

    func getProducts(page: Int, perPage: Int, completionHandler: @escaping ProductsWorkerHandler<ProductPage>) {
        asked.append("page \(page) of \(perPage)")
        pages[page, default: []].append(completionHandler)
    }

    func updateProduct(
        id: Int, changes: ProductChanges, completionHandler: @escaping ProductsWorkerHandler<Product>
    ) {
        asked.append("update \(id)")
        updates.append((id, changes, completionHandler))
    }

    func deleteProduct(id: Int, completionHandler: @escaping ProductsWorkerHandler<Void>) {
        asked.append("delete \(id)")
        deletes.append((id, completionHandler))
    }

    /// Answer the oldest request for `page`.
    func answerPage(_ page: Int, _ result: ProductsWorkerResult<ProductPage>) {
        guard var waiting = pages[page], !waiting.isEmpty else { return }
        let handler = waiting.removeFirst()
        pages[page] = waiting
        handler(result)
    }

    /// A page of `count` products numbered from `first`.
    static func page(_ number: Int, first: Int, count: Int, hasMore: Bool) -> ProductPage {
        ProductPage(
            page: number,
            items: (first..<first + count).map { Product(id: $0, name: "Item \($0)", price: Double($0)) },
            hasMore: hasMore)
    }
}
