import Unidirectional

extension ProductsClient {
    /// A products client whose pages are held by `pages` (each request recorded as its page number); saving and
    /// deleting report that they were not expected.
    static func paging(_ pages: Held<Int, Result<ProductPage, APIError>>) -> Self {
        var client = ProductsClient.testValue
        client.fetchPage = { page, _ in try await pages.hold(page).get() }
        return client
    }
}
