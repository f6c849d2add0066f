@testable import CleanMVVM

/// A product for tests, by id, with a name and a price made from it unless given.
func product(_ id: Int, _ name: String? = nil, _ price: Double? = nil) -> Product {
    Product(id: id, name: name ?? "Product \(id)", price: price ?? Double(id) * 2)
}

/// A page of products for tests.
func page(_ number: Int, ids: ClosedRange<Int>, hasMore: Bool = true) -> PagingInfo<Product> {
    PagingInfo(page: number, items: ids.map { product($0) }, hasMorePages: hasMore)
}
