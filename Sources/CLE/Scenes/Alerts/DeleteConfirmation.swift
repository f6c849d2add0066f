import HeadlessUI

// snippet: cle-delete-confirmation
/// The scene that asks before a product is deleted: `Delete` (destructive) sends the product, `Cancel` sends `nil`.
func deleteConfirmation(of product: Product) -> Scene<Product?> {
    let question = ProductsLogic.deleteQuestion(product)
    return UIAlertController(title: question.title, message: question.message, preferredStyle: .alert)
        .scene { $0.connectChoice(choices: [product], description: { _ in "Delete" }, style: { _ in .destructive }) }
}
// end-snippet
