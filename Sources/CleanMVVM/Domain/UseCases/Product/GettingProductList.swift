import MiniRx

// snippet: clean-getting-product-list
/// Use case: get a page of the product list. A type acquires it by conforming and naming its gateway.
protocol GettingProductList {
    var productGateway: ProductGatewayType { get }
}

extension GettingProductList {
    func getProductList(dto: GetPageDto) -> Observable<PagingInfo<Product>> {
        productGateway.getProductList(dto: dto)
    }
}
// end-snippet
