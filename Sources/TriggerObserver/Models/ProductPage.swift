/// One page of the catalogue, as a ``NewProductsObserver`` receives it: its number, its products, and whether
/// another page follows.
struct ProductPage: Equatable, Decodable {
    var number: Int
    var products: [Product]
    var hasMore: Bool

    private enum CodingKeys: String, CodingKey {
        case number = "page"
        case products = "items"
        case hasMore
    }
}
