import Backend

@testable import UBER

/// The JSON of one page of the standard catalogue, as the server would send it.
func pageJSON(_ page: Int, of products: [ProductRecord] = SeedData.products, perPage: Int = 10) -> String {
    let start = min((page - 1) * perPage, products.count)
    let end = min(start + perPage, products.count)
    let items = products[start..<end].map { #"{"id":\#($0.id),"name":"\#($0.name)","price":\#($0.price)}"# }
    return #"{"hasMore":\#(end < products.count),"items":[\#(items.joined(separator: ","))],"page":\#(page)}"#
}

extension ProductRecord {
    /// The record as UBER's own model.
    var product: Product { Product(id: id, name: name, price: price) }
}
