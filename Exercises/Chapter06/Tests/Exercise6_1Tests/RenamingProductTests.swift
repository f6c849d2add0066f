import CleanMVVM
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise6_1

/// A hand-written mock of the products gateway, as the write-up writes them: a `…Called` flag and a `…ReturnValue`
/// per method — and, for `update`, the product it was given, so the test can see what would be sent.
final class ProductGatewayMock: ProductGatewayType {
    var getProductListCalled = false
    var getProductListReturnValue = Observable.just(PagingInfo<Product>())

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
    var updateProduct: ProductDto?
    var updateReturnValue = Observable.just(Product(id: 2, name: "Silent Mouse", price: 24.99))

    func update(_ product: ProductDto) -> Observable<Product> {
        updateCalled = true
        updateProduct = product
        return updateReturnValue
    }
}

/// The use case is tested as the write-up tests its own: the suite conforms to it and hands it the mock.
@Suite("Exercise 6.1 — One verb, one use case")
struct RenamingProductTests: RenamingProduct {
    let file = "Exercise6_1/RenamingProduct.swift"
    let productGatewayMock = ProductGatewayMock()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()
    let mouse = Product(id: 2, name: "Wireless Mouse", price: 24.99)

    var productGateway: ProductGatewayType {
        productGatewayMock
    }

    private func rename(to name: String) -> TestableObserver<Product> {
        let output = scheduler.createObserver(Product.self)
        renameProduct(mouse, to: name).subscribe(output).disposed(by: disposeBag)
        return output
    }

    @Test("Renaming saves the product through the gateway, with its new name and its price unchanged")
    func renameSaves() {
        _ = rename(to: "Silent Mouse")

        #expect(productGatewayMock.updateCalled, "renameProduct must call productGateway.update — in \(file)")
        #expect(
            productGatewayMock.updateProduct == ProductDto(id: 2, name: "Silent Mouse", price: "24.99"),
            "Send the product's id, the new name and its price as the editor shows it: product.toDto() — in \(file)")
    }

    @Test("Renaming sends back the product as the gateway saved it")
    func renameAnswers() {
        let output = rename(to: "Silent Mouse")

        #expect(
            output.events == [.next(0, Product(id: 2, name: "Silent Mouse", price: 24.99)), .completed(0)],
            "Return the gateway's answer, not the product you were given — in \(file)")
    }

    @Test("A blank name is refused with the rule's message and never reaches the gateway")
    func blankNameRefused() {
        let output = rename(to: "  \n")

        #expect(
            output.events == [.error(0, ValidationError(message: "Name must not be empty"))],
            "A blank name fails with the ProductDto's validationError — in \(file)")
        #expect(!productGatewayMock.updateCalled, "Refused input is never sent — in \(file)")
    }

    @Test("The gateway's failure is passed on")
    func failurePassedOn() {
        productGatewayMock.updateReturnValue = .error(TestError())

        let output = rename(to: "Silent Mouse")

        #expect(output.events == [.error(0, TestError())], "Pass the gateway's error on as it is — in \(file)")
    }
}
