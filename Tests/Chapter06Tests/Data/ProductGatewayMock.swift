import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the products gateway: a `…Called` flag and a `…ReturnValue` per method.
final class ProductGatewayMock: ProductGatewayType {
    var getProductListCalled = false
    var getProductListReturnValue = Observable.just(PagingInfo(page: 1, items: [product(1)]))

    func getProductList(dto: GetPageDto) -> Observable<PagingInfo<Product>> {
        getProductListCalled = true
        return getProductListReturnValue
    }

    var deleteProductCalled = false
    var deleteProductReturnValue = Observable.just(())

    func deleteProduct(dto: DeleteProductDto) -> Observable<Void> {
        deleteProductCalled = true
        return deleteProductReturnValue
    }

    var updateCalled = false
    var updateReturnValue = Observable.just(product(1))

    func update(_ product: ProductDto) -> Observable<Product> {
        updateCalled = true
        return updateReturnValue
    }
}
