/// A product as the rows need it. (RHA's `Model` layer.)
struct RowProduct: Decodable, Equatable {
    // TODO: Exercise 9.1 — does request 02 reach this file? Change it only if it must.
    let name: String
    let price: Double
}

/// The page the server answers, of which the rows need the items.
struct RowPage: Decodable {
    let items: [RowProduct]
}
