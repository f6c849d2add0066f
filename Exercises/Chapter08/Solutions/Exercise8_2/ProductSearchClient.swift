import MiniTCA
import Unidirectional

// TODO: Exercise 8.2 — nothing to change here: the search asks this client; a test provides its answers.

/// The dependency the search asks: the products whose names contain a query. A value of one async closure, which
/// returns them or throws the ``APIError`` that says why not; a test provides its own.
nonisolated public struct ProductSearchClient: Sendable {
    public var search: @Sendable (_ query: String) async throws -> [Product]

    public init(search: @escaping @Sendable (String) async throws -> [Product]) {
        self.search = search
    }
}

nonisolated extension ProductSearchClient: TestDependencyKey {
    public static let testValue = ProductSearchClient { query in
        reportIssue("ProductSearchClient.search was called for \"\(query)\", and the test provided no value for it.")
        throw APIError.unreadable
    }
}

nonisolated extension DependencyValues {
    /// The product search of the store that runs the reducer.
    public var productSearch: ProductSearchClient {
        get { self[ProductSearchClient.self] }
        set { self[ProductSearchClient.self] = newValue }
    }
}
