import MiniRx

// snippet: clean-products-use-case
/// What the product list needs from the Domain, and nothing more: the view model sees only this.
protocol ProductsUseCaseType {
    func getProductList(page: Int) -> Observable<PagingInfo<Product>>
    func deleteProduct(dto: DeleteProductDto) -> Observable<Void>
}

/// The scene's use case: a facade that acquires two domain use cases by conforming to them.
struct ProductsUseCase: ProductsUseCaseType, GettingProductList, DeletingProduct {
    let productGateway: ProductGatewayType

    func getProductList(page: Int) -> Observable<PagingInfo<Product>> {
        getProductList(dto: GetPageDto(page: page, perPage: 10))
    }
}
// end-snippet
