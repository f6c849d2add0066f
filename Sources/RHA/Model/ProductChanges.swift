/// The model of an edit to a product: the new name and price the Edit Product screen sends.
struct ProductChanges: Codable, Equatable {
    var name: String
    var price: Double
}
