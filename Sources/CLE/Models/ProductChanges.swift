/// What the editor sends to save a product: its new name and price.
struct ProductChanges: Encodable, Equatable {
    let name: String
    let price: Double
}
