import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the product list's navigator.
final class ProductsNavigatorMock: ProductsNavigatorType {
    var toProductDetailCalled = false

    func toProductDetail(product: Product) {
        toProductDetailCalled = true
    }

    var toEditProductCalled = false
    var toEditProductReturnValue = Driver.just(EditProductDelegate.updatedProduct(product(1)))

    func toEditProduct(_ product: Product) -> Driver<EditProductDelegate> {
        toEditProductCalled = true
        return toEditProductReturnValue
    }

    var confirmDeleteProductCalled = false
    var confirmDeleteProductReturnValue = Driver.just(())

    func confirmDeleteProduct(_ product: Product) -> Driver<Void> {
        confirmDeleteProductCalled = true
        return confirmDeleteProductReturnValue
    }
}
