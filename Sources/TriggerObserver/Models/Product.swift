/// A product of the catalogue, as the app holds it.
public struct Product: Equatable, Decodable, Sendable {
    public var id: Int
    public var name: String
    public var price: Double

    public init(id: Int, name: String, price: Double) {
        self.id = id
        self.name = name
        self.price = price
    }
}
