import Backend
import MiniTCA

// snippet: unidirectional-products-client
/// The dependency that reads and changes the catalogue: a value of closures, each answering once.
public struct ProductsClient {
    /// Fetch page `page` of `perPage` products.
    public var fetchPage:
        (_ page: Int, _ perPage: Int, _ answer: @escaping (Result<ProductPage, APIError>) -> Void) -> Void
    /// Save `changes` to the product `id`; the answer is the product as the server saved it.
    public var save:
        (_ id: Product.ID, _ changes: ProductChanges, _ answer: @escaping (Result<Product, APIError>) -> Void) -> Void
    /// Delete the product `id`; the answer is the id that was asked for.
    public var delete: (_ id: Product.ID, _ answer: @escaping (Result<Product.ID, APIError>) -> Void) -> Void

    public init(
        fetchPage: @escaping (Int, Int, @escaping (Result<ProductPage, APIError>) -> Void) -> Void,
        save: @escaping (Product.ID, ProductChanges, @escaping (Result<Product, APIError>) -> Void) -> Void,
        delete: @escaping (Product.ID, @escaping (Result<Product.ID, APIError>) -> Void) -> Void
    ) {
        self.fetchPage = fetchPage
        self.save = save
        self.delete = delete
    }
}

extension ProductsClient: TestDependencyKey {
    public static let testValue = ProductsClient(
        fetchPage: { page, _, _ in
            reportIssue("ProductsClient.fetchPage was called for page \(page), with no test value.")
        },
        save: { id, _, _ in reportIssue("ProductsClient.save was called for product \(id), with no test value.") },
        delete: { id, _ in reportIssue("ProductsClient.delete was called for product \(id), with no test value.") })
    // end-snippet

    /// `GET /products?page=…&perPage=…` (readable only if it is the page asked for, no longer than asked, every price
    /// readable); `PUT /products/<id>` (readable only if it is the product edited, its price readable);
    /// `DELETE /products/<id>` (any 2xx, whatever its body).
    static func live(_ call: ServerCall) -> Self {
        ProductsClient(
            fetchPage: { page, perPage, answer in
                call.perform(
                    Request(.get, "/products?page=\(page)&perPage=\(perPage)"),
                    read: ServerCall.decode(ProductPage.self) { answer in
                        answer.page == page && answer.items.count <= perPage
                            && answer.items.allSatisfy(\.hasReadablePrice)
                    },
                    answer: answer)
            },
            save: { id, changes, answer in
                call.perform(
                    Request(.put, "/products/\(id)", body: ServerCall.jsonBody(changes)),
                    read: ServerCall.decode(Product.self) { saved in saved.id == id && saved.hasReadablePrice },
                    answer: answer)
            },
            delete: { id, answer in
                call.perform(Request(.delete, "/products/\(id)"), read: { _ in id }, answer: answer)
            })
    }
}

extension DependencyValues {
    /// The products client of the store that runs the reducer.
    public var productsClient: ProductsClient {
        get { self[ProductsClient.self] }
        set { self[ProductsClient.self] = newValue }
    }
}
