/// The model of one product in the catalogue, as the Backend sends it.
public struct Product: Codable, Equatable {
    public var id: Int
    public var name: String
    public var price: Double

    nonisolated public init(id: Int, name: String, price: Double) {
        self.id = id
        self.name = name
        self.price = price
    }
}
