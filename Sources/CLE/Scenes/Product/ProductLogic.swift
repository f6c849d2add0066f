import Foundation

/// The logic of the Product screen: how it words a product.
enum ProductLogic {
    static func title(_ product: Product) -> String {
        product.name
    }

    /// `Price: $24.99`
    static func priceText(_ product: Product) -> String {
        "Price: $" + String(format: "%.2f", product.price)
    }
}
