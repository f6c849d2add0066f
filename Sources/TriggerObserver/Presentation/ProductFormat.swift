import Foundation

/// How the presentation layer words a product: a list row and a price.
enum ProductFormat {
    static func price(_ price: Double) -> String {
        String(format: "%.2f", price)
    }

    static func row(_ product: Product) -> String {
        "\(product.name) — $\(price(product.price))"
    }
}
