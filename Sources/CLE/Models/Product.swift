/// A product of the catalogue, as the server sends it and the screens show it. Its id is typed, so it cannot be
/// confused with any other number.
struct Product: Codable, Equatable {
    typealias ID = Identifier<Int, Product>

    let id: ID
    var name: String
    var price: Double
}
