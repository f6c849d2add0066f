import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

@Suite("UpdatingProduct and DeletingProduct: refused input is never sent")
struct ProductChangeTests: UpdatingProduct, DeletingProduct {
    let productGatewayMock = ProductGatewayMock()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    var productGateway: ProductGatewayType {
        productGatewayMock
    }

    @Test("A valid product is sent, and comes back as the gateway saved it")
    func updateValid() {
        productGatewayMock.updateReturnValue = .just(product(2, "Silent Mouse", 21.5))
        let output = scheduler.createObserver(Product.self)

        updateProduct(ProductDto(id: 2, name: "Silent Mouse", price: "21.5")).subscribe(output).disposed(by: disposeBag)

        #expect(productGatewayMock.updateCalled)
        #expect(output.elements == [product(2, "Silent Mouse", 21.5)])
    }

    @Test("A product that breaks a rule fails with the rule's message and is never sent")
    func updateInvalid() {
        let output = scheduler.createObserver(Product.self)

        updateProduct(ProductDto(id: 2, name: " ", price: "21.5")).subscribe(output).disposed(by: disposeBag)

        #expect(!productGatewayMock.updateCalled)
        #expect(output.events == [.error(0, ValidationError(message: "Name must not be empty"))])
    }

    @Test("A delete with an id of zero is never sent")
    func deleteInvalid() {
        let output = scheduler.createObserver(Void.self)

        deleteProduct(dto: DeleteProductDto(id: 0)).subscribe(output).disposed(by: disposeBag)

        #expect(!productGatewayMock.deleteProductCalled)
        #expect(output.events.count == 1)
    }
}
