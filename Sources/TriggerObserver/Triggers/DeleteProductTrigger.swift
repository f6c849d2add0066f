/// The trigger side of deleting a product by id. The outcome reaches a ``ProductDeletionObserver``.
public protocol DeleteProductTrigger: AnyObject {
    func deleteProduct(id: Int)
}
