/// Edit Product's presentation logic: Save pulls the update trigger with what was typed.
final class EditProductPresentationLogic {
    private let trigger: UpdateProductTrigger
    private let productId: Int

    init(trigger: UpdateProductTrigger, productId: Int) {
        self.trigger = trigger
        self.productId = productId
    }

    func didTapSave(name: String, price: String) {
        trigger.updateProduct(ProductDraft(id: productId, name: name, price: price))
    }
}
