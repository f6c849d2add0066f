/// What Save sends for a product: the name and price the person typed, checked and trimmed.
nonisolated public struct ProductChanges: Encodable, Equatable, Sendable {
    public let name: String
    public let price: Double

    public init(name: String, price: Double) {
        self.name = name
        self.price = price
    }
}
