import Foundation

/// What one row of the list shows: the name and the price, and whether the product was edited here.
struct ProductItemViewModel: Equatable {
    let name: String
    let price: String
    let isEdited: Bool

    init(product: ProductModel) {
        name = product.product.name
        price = "$" + String(format: "%.2f", product.product.price)
        isEdited = product.edited
    }

    /// `Wireless Mouse — $24.99`
    var title: String {
        "\(name) — \(price)"
    }
}
