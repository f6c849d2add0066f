/// One page of the catalogue, as a ``NewProductsObserver`` receives it: its number, its products, and whether
/// another page follows.
public struct ProductPage: Equatable, Decodable, Sendable {
    public var number: Int
    public var products: [Product]
    public var hasMore: Bool

    public init(number: Int, products: [Product], hasMore: Bool) {
        self.number = number
        self.products = products
        self.hasMore = hasMore
    }

    private enum CodingKeys: String, CodingKey {
        case number = "page"
        case products = "items"
        case hasMore
    }
}
