/// The Products feature's boundary: read a page of the catalogue, change a product, delete one.
///
/// The generic `ProductsWorkerResult<U>` earns its `U` here: one result type carries a page, a product, or nothing.
protocol ProductsWorkerProtocol {
    func getProducts(page: Int, perPage: Int, completionHandler: @escaping ProductsWorkerHandler<ProductPage>)
    func updateProduct(id: Int, changes: ProductChanges, completionHandler: @escaping ProductsWorkerHandler<Product>)
    func deleteProduct(id: Int, completionHandler: @escaping ProductsWorkerHandler<Void>)
}
