/// What a person typed into Edit Product, not yet checked: the domain service decides whether it can be sent.
public struct ProductDraft: Equatable, Sendable {
    public var id: Int
    public var name: String
    public var price: String

    public init(id: Int, name: String, price: String) {
        self.id = id
        self.name = name
        self.price = price
    }
}
