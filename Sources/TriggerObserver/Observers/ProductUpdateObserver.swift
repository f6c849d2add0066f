/// The observer side of editing a product: the product as the server saved it, or why it was not saved.
/// Two observers bind to the same update: the editor (to close or complain) and the list (to show the new row).
public protocol ProductUpdateObserver: AnyObject {
    func bind(completion: @escaping (Result<Product, AppError>) -> Void)
}
