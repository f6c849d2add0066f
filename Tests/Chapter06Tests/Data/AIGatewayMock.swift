import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the pros and cons gateway.
final class AIGatewayMock: AIGatewayType {
    var getProsCalled = false
    var getProsReturnValue = Observable.just(["Error reduction"])

    func getPros() -> Observable<[String]> {
        getProsCalled = true
        return getProsReturnValue
    }

    var getConsCalled = false
    var getConsReturnValue = Observable.just(["High cost"])

    func getCons() -> Observable<[String]> {
        getConsCalled = true
        return getConsReturnValue
    }
}
