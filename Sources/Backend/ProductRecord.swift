/// A product as the server stores it and sends it: `{"id":7,"name":"…","price":19.99,"stock":4}`.
///
/// `stock` is how many are left. The server has always sent it; a screen that does not show it ignores it, as a
/// tolerant reader does (chapter 9's second change request is the one that shows it).
public struct ProductRecord: Codable, Hashable, Sendable {
    public var id: Int
    public var name: String
    public var price: Double
    public var stock: Int

    /// A product; `stock` is 10 unless given, so a test about names or prices need not think about it.
    public init(id: Int, name: String, price: Double, stock: Int = 10) {
        self.id = id
        self.name = name
        self.price = price
        self.stock = stock
    }
}
