import Foundation

/// A product of the catalogue, as the server sends it and every feature's state holds it: a value.
nonisolated public struct Product: Codable, Equatable, Identifiable, Sendable {
    public let id: Int
    public var name: String
    public var price: Double

    public init(id: Int, name: String, price: Double) {
        self.id = id
        self.name = name
        self.price = price
    }

    /// The price as every screen shows it, with two decimals: `45.00`.
    public var priceText: String {
        String(format: "%.2f", price)
    }

    /// The product's row in the list: `Laptop Stand — $45.00`.
    public var rowTitle: String {
        "\(name) — $\(priceText)"
    }

    /// A price the screens can show: a finite number, not below zero (`0` shows as `$0.00`).
    var hasReadablePrice: Bool {
        price.isFinite && price >= 0
    }
}
