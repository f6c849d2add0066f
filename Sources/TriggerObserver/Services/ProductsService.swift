/// The domain service behind the product list and its edits: fetch a page, save a product, delete one.
public protocol ProductsService {
    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void)
    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void)
    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void)
}
