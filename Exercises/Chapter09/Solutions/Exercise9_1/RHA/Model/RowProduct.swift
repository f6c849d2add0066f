/// A product as the rows need it. (RHA's `Model` layer.)
struct RowProduct: Decodable, Equatable {
    let name: String
    let price: Double
    /// How many are left.
    let stock: Int
}

/// The page the server answers, of which the rows need the items.
struct RowPage: Decodable {
    let items: [RowProduct]
}
