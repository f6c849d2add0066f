import MiniRx

// snippet: clean-product-gateway-type
/// Where products come from and go to, as the Domain sees it: no URLs, no JSON, no server.
public protocol ProductGatewayType {
    func getProductList(dto: GetPageDto) -> Observable<PagingInfo<Product>>
    func deleteProduct(dto: DeleteProductDto) -> Observable<Void>
    func update(_ product: ProductDto) -> Observable<Product>
}
// end-snippet
