import Foundation

/// How the presentation layer words a product: its price as the editor's field shows it, its price as a person
/// reads it, a list row and the detail's price line. A new currency or price format is a change here, and only here.
enum ProductFormat {
    /// The number alone, with two decimals: `59.99`. The editor's field shows and accepts it.
    static func price(_ price: Double) -> String {
        String(format: "%.2f", price)
    }

    /// The price with its currency: `$59.99`.
    static func amount(_ value: Double) -> String {
        "$" + price(value)
    }

    static func row(_ product: Product) -> String {
        "\(product.name) — \(amount(product.price))"
    }

    static func priceLine(_ product: Product) -> String {
        "Price: " + amount(product.price)
    }
}
