import MiniRx

// snippet: clean-product-gateway
/// The products gateway over the server's API: Domain's requests in, Domain's entities out.
struct ProductGateway: ProductGatewayType {
    let api: API

    func getProductList(dto: GetPageDto) -> Observable<PagingInfo<Product>> {
        api.getProductList(API.GetProductListInput(page: dto.page, perPage: dto.perPage))
            .map { output in
                PagingInfo(
                    page: output.page, items: output.items.map(Product.init), hasMorePages: output.hasMore,
                    itemsPerPage: dto.perPage)
            }
    }
    // end-snippet

    func deleteProduct(dto: DeleteProductDto) -> Observable<Void> {
        api.deleteProduct(API.DeleteProductInput(id: dto.id))
    }

    func update(_ product: ProductDto) -> Observable<Product> {
        guard let price = product.priceValue else {
            return Observable.error(
                product.validationError ?? ValidationError(message: "Price must be a positive number"))
        }
        return api.updateProduct(API.UpdateProductInput(id: product.id, name: product.trimmedName, price: price))
            .map(Product.init)
    }
}

extension Product {
    /// The entity of a product the server sent.
    fileprivate init(_ output: API.ProductOutput) {
        self.init(id: output.id, name: output.name, price: output.price)
    }
}
