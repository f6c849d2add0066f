/// The model of one product in the catalogue, as the Backend sends it.
struct Product: Codable, Equatable {
    var id: Int
    var name: String
    var price: Double
}
