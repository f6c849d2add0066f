/// One page of the catalogue, as `GET /products?page=<n>&perPage=10` answers it.
public struct ProductPage: Codable, Equatable, Sendable {
    public var page: Int
    public var items: [Product]
    public var hasMore: Bool

    public init(page: Int, items: [Product], hasMore: Bool) {
        self.page = page
        self.items = items
        self.hasMore = hasMore
    }
}
