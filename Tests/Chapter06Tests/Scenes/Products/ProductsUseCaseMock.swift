import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the product list's use case.
final class ProductsUseCaseMock: ProductsUseCaseType {
    var getProductListCalled = false
    var getProductListReturnValue = Observable.just(PagingInfo(page: 1, items: [product(1)]))

    func getProductList(page: Int) -> Observable<PagingInfo<Product>> {
        getProductListCalled = true
        return getProductListReturnValue
    }

    var deleteProductCalled = false
    var deleteProductReturnValue = Observable.just(())

    func deleteProduct(dto: DeleteProductDto) -> Observable<Void> {
        deleteProductCalled = true
        return deleteProductReturnValue
    }
}
