@testable import CLE

/// A product for tests, by id, name and price.
func product(_ id: Int, _ name: String, _ price: Double) -> Product {
    Product(id: Product.ID(rawValue: id), name: name, price: price)
}
