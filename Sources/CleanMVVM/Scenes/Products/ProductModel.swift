/// A product as the list holds it: the product, and whether it was edited on this screen.
struct ProductModel: Equatable, Identifiable {
    var product: Product
    var edited = false

    var id: Int { product.id }

    init(product: Product, edited: Bool = false) {
        self.product = product
        self.edited = edited
    }
}
