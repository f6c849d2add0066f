// snippet: triggerobserver-new-products-observer
/// The observer side of the paged product list, the workbook's `NewMessagesObserver`: every page that arrives
/// (or the reason it did not), whoever triggered it. Loading infrastructure binds here and loads pages into memory.
public protocol NewProductsObserver: AnyObject {
    func bind(completion: @escaping (Result<ProductPage, AppError>) -> Void)
}
// end-snippet
