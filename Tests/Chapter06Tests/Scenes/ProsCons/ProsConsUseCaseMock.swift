import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the Pros and Cons screens' use case.
final class ProsConsUseCaseMock: ProsConsUseCaseType {
    var getProsCalled = false
    var getProsReturnValue = Observable.just(["Error reduction", "No breaks"])

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
