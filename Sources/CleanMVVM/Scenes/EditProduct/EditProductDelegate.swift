/// What the editor tells the screen that opened it.
enum EditProductDelegate {
    /// The product was saved; this is the product as the server saved it.
    case updatedProduct(Product)
}
