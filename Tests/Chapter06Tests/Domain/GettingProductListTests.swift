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
