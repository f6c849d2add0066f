import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

// snippet: clean-test-use-case
/// The write-up's way to test a use case: the test itself conforms to the use-case protocol, hands it a gateway
/// mock, and calls the use case's own method.
@Suite("GettingProductList: a use case the test conforms to")
struct GettingProductListTests: GettingProductList {
    let productGatewayMock = ProductGatewayMock()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    var productGateway: ProductGatewayType {
        productGatewayMock
    }

    @Test("getProductList asks the gateway and passes its page on")
    func getProductList() {
        let output = scheduler.createObserver(PagingInfo<Product>.self)

        getProductList(dto: GetPageDto(page: 1)).subscribe(output).disposed(by: disposeBag)

        #expect(productGatewayMock.getProductListCalled)
        #expect(output.firstEventElement?.items.count == 1)
    }

    @Test("getProductList passes the gateway's failure on")
    func getProductListFails() {
        productGatewayMock.getProductListReturnValue = .error(TestError())
        let output = scheduler.createObserver(PagingInfo<Product>.self)

        getProductList(dto: GetPageDto(page: 1)).subscribe(output).disposed(by: disposeBag)

        #expect(productGatewayMock.getProductListCalled)
        #expect(output.events == [.error(0, TestError())])
    }
}
// end-snippet

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

@Suite("Reserving and CancellingReservation: an invalid id is never sent")
struct ReservationUseCaseTests: Reserving, CancellingReservation {
    let reservationGatewayMock = ReservationGatewayMock()
    let disposeBag = DisposeBag()

    var reservationGateway: ReservationGatewayType {
        reservationGatewayMock
    }

    @Test("A valid id is reserved and cancelled through the gateway")
    func validId() {
        var confirmation: String?
        reserve(dto: ReservationDto(reservationId: "82348"))
            .subscribe(onNext: { confirmation = $0.confirmationId })
            .disposed(by: disposeBag)
        cancelReservation(dto: ReservationDto(reservationId: "82348")).subscribe().disposed(by: disposeBag)

        #expect(confirmation == "8347838")
        #expect(reservationGatewayMock.reserveCalled && reservationGatewayMock.cancelReservationCalled)
    }

    @Test("An invalid id fails with the rule's message and is never sent")
    func invalidId() {
        var failure: (any Error)?
        reserve(dto: ReservationDto(reservationId: "abc"))
            .subscribe(onError: { failure = $0 })
            .disposed(by: disposeBag)
        cancelReservation(dto: ReservationDto(reservationId: "")).subscribe().disposed(by: disposeBag)

        #expect(failure as? ValidationError == ValidationError(message: "Reservation id must be 1 to 8 digits"))
        #expect(!reservationGatewayMock.reserveCalled && !reservationGatewayMock.cancelReservationCalled)
    }
}

@Suite("GettingPros and GettingCons")
struct AIUseCaseTests: GettingPros, GettingCons {
    let aiGatewayMock = AIGatewayMock()

    var aiGateway: AIGatewayType {
        aiGatewayMock
    }

    @Test("Each asks the gateway for its own list")
    func lists() {
        var pros: [String] = []
        var cons: [String] = []
        let bag = DisposeBag()

        getPros().subscribe(onNext: { pros = $0 }).disposed(by: bag)
        getCons().subscribe(onNext: { cons = $0 }).disposed(by: bag)

        #expect(pros == ["Error reduction"] && cons == ["High cost"])
        #expect(aiGatewayMock.getProsCalled && aiGatewayMock.getConsCalled)
    }
}
