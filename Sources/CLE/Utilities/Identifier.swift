/// A typed id: `Identifier<Int, Product>` and `Identifier<Int, Order>` are different types, so an order's id can
/// never be passed where a product's is expected. `ID` is only a tag; `rawValue` is the id itself, and it is encoded
/// as that bare value (`"id": 7`). It is its own `id`, so a list of ids can be used where `Identifiable` values are.
struct Identifier<T: Codable & Hashable, ID>: RawRepresentable, Hashable, Codable, Identifiable {
    let rawValue: T

    var id: Self { self }

    init(rawValue: T) {
        self.rawValue = rawValue
    }

    init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(T.self)
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
