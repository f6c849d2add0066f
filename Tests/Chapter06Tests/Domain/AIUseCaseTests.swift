import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

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
