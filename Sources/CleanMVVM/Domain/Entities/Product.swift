// snippet: clean-product
/// A product of the catalogue: a plain structure of data, the same in every layer.
public struct Product: Equatable, Identifiable {
    public var id: Int
    public var name: String
    public var price: Double

    public init(id: Int = 0, name: String = "", price: Double = 0.0) {
        self.id = id
        self.name = name
        self.price = price
    }
}
// end-snippet
