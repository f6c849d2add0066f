/// One page of the catalogue, as the server sends it: its number, its products, and whether another page follows.
nonisolated public struct ProductPage: Decodable, Equatable, Sendable {
    public let page: Int
    public let items: [Product]
    public let hasMore: Bool

    public init(page: Int, items: [Product], hasMore: Bool) {
        self.page = page
        self.items = items
        self.hasMore = hasMore
    }
}
