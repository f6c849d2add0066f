/// One page of the catalogue: its number, its products, and whether another page follows.
struct ProductPage: Decodable, Equatable {
    let page: Int
    let items: [Product]
    let hasMore: Bool
}
