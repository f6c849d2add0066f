/// A product as every layer knows it, decoded from the server's `{"id":7,"name":"…","price":19.99}`.
public struct Product: Codable, Equatable, Sendable {
    public var id: Int
    public var name: String
    public var price: Double

    public init(id: Int, name: String, price: Double) {
        self.id = id
        self.name = name
        self.price = price
    }
}
