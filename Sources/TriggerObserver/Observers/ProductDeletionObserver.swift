/// The observer side of deleting a product: the id of the product the server deleted, or why it did not.
public protocol ProductDeletionObserver: AnyObject {
    func bind(completion: @escaping (Result<Int, AppError>) -> Void)
}
