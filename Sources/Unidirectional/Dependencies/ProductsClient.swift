import Backend
import MiniTCA

// snippet: unidirectional-products-client
/// The dependency that reads and changes the catalogue: a value of async closures, each returning what the server
/// answered or throwing the ``APIError`` that says why not.
nonisolated public struct ProductsClient: Sendable {
    /// Fetch page `page` of `perPage` products.
    public var fetchPage: @Sendable (_ page: Int, _ perPage: Int) async throws -> ProductPage
    /// Save `changes` to the product `id`; the answer is the product as the server saved it.
    public var save: @Sendable (_ id: Product.ID, _ changes: ProductChanges) async throws -> Product
    /// Delete the product `id`; the answer is the id that was asked for.
    public var delete: @Sendable (_ id: Product.ID) async throws -> Product.ID

    public init(
        fetchPage: @escaping @Sendable (Int, Int) async throws -> ProductPage,
        save: @escaping @Sendable (Product.ID, ProductChanges) async throws -> Product,
        delete: @escaping @Sendable (Product.ID) async throws -> Product.ID
    ) {
        self.fetchPage = fetchPage
        self.save = save
        self.delete = delete
    }
}

nonisolated extension ProductsClient: TestDependencyKey {
    public static let testValue = ProductsClient(
        fetchPage: { page, _ in try unimplemented("ProductsClient.fetchPage was called for page \(page)") },
        save: { id, _ in try unimplemented("ProductsClient.save was called for product \(id)") },
        delete: { id in try unimplemented("ProductsClient.delete was called for product \(id)") })
    // end-snippet

    /// `GET /products?page=…&perPage=…` (readable only if it is the page asked for, no longer than asked, every price
    /// readable); `PUT /products/<id>` (readable only if it is the product edited, its price readable);
    /// `DELETE /products/<id>` (any 2xx, whatever its body).
    static func live(_ call: ServerCall) -> Self {
        ProductsClient(
            fetchPage: { page, perPage in
                try await call.perform(
                    { Request(.get, "/products?page=\(page)&perPage=\(perPage)") },
                    read: ServerCall.decode(ProductPage.self) { answer in
                        answer.page == page && answer.items.count <= perPage
                            && answer.items.allSatisfy(\.hasReadablePrice)
                    })
            },
            save: { id, changes in
                try await call.perform(
                    { Request(.put, "/products/\(id)", body: ServerCall.jsonBody(changes)) },
                    read: ServerCall.decode(Product.self) { saved in saved.id == id && saved.hasReadablePrice })
            },
            delete: { id in
                try await call.perform({ Request(.delete, "/products/\(id)") }, read: { _ in id })
            })
    }
}

nonisolated extension DependencyValues {
    /// The products client of the store that runs the reducer.
    public var productsClient: ProductsClient {
        get { self[ProductsClient.self] }
        set { self[ProductsClient.self] = newValue }
    }
}
