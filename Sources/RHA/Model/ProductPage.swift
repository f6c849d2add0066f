/// The model of one page of the catalogue: its number, its products, and whether another page follows.
struct ProductPage: Codable, Equatable {
    var page: Int
    var items: [Product]
    var hasMore: Bool
}
