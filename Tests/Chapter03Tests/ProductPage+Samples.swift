@testable import TriggerObserver

extension ProductPage {
    /// Page `number` of a catalogue of numbered products, `count` of them.
    static func sample(number: Int, count: Int = 10, hasMore: Bool = true) -> ProductPage {
        let first = (number - 1) * 10 + 1
        let products = (0..<count).map { Product(id: first + $0, name: "Product \(first + $0)", price: 10) }
        return ProductPage(number: number, products: products, hasMore: hasMore)
    }
}
