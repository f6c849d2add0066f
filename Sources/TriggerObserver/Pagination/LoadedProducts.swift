/// Pagination, step 4: loading pages into memory. Page 1 replaces the list; any later page is appended, except a
/// product already loaded, which keeps its row. Edits and deletions observed later are applied here too, and report
/// the row they touched.
struct LoadedProducts: Equatable {
    private(set) var products: [Product] = []

    mutating func load(_ page: ProductPage) {
        let kept = page.number == 1 ? [] : products
        var ids = Set(kept.map(\.id))
        products = kept + page.products.filter { ids.insert($0.id).inserted }
    }

    /// Put `product` in place of the one with its id; returns its row, or `nil` when it is not loaded.
    mutating func replace(with product: Product) -> Int? {
        guard let row = products.firstIndex(where: { $0.id == product.id }) else { return nil }
        products[row] = product
        return row
    }

    /// Remove the product with `id`; returns the row it was on, or `nil` when it is not loaded.
    mutating func remove(id: Int) -> Int? {
        guard let row = products.firstIndex(where: { $0.id == id }) else { return nil }
        products.remove(at: row)
        return row
    }
}
