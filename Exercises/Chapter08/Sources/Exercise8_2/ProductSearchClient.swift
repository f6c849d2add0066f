import MiniTCA
import Unidirectional

// TODO: Exercise 8.2 — nothing to change here: the search asks this client; a test provides its answers.

/// The dependency the search asks: the products whose names contain a query. A value of one closure, which answers
/// once; a test provides its own.
public struct ProductSearchClient {
    public var search: (_ query: String, _ answer: @escaping (Result<[Product], APIError>) -> Void) -> Void

    public init(search: @escaping (String, @escaping (Result<[Product], APIError>) -> Void) -> Void) {
        self.search = search
    }
}

extension ProductSearchClient: TestDependencyKey {
    public static let testValue = ProductSearchClient { query, _ in
        reportIssue("ProductSearchClient.search was called for \"\(query)\", and the test provided no value for it.")
    }
}

extension DependencyValues {
    /// The product search of the store that runs the reducer.
    public var productSearch: ProductSearchClient {
        get { self[ProductSearchClient.self] }
        set { self[ProductSearchClient.self] = newValue }
    }
}
