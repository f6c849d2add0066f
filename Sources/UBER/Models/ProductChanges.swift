/// The body of `PUT /products/<id>`: the new name and price.
struct ProductChanges: Encodable, Equatable {
    var name: String
    var price: Double
}
