/// A product of the catalogue, as the app holds it.
struct Product: Equatable, Decodable {
    var id: Int
    var name: String
    var price: Double
}
