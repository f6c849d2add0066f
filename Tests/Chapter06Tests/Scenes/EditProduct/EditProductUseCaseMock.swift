import MiniRx

@testable import CleanMVVM

/// A hand-written mock of the editor's use case. The rules answer as they are told to, not as the Domain would.
final class EditProductUseCaseMock: EditProductUseCaseType {
    var validateNameCalled = false
    var validateNameReturnValue = ValidationResult.success(())

    func validateName(_ name: String) -> ValidationResult {
        validateNameCalled = true
        return validateNameReturnValue
    }

    var validatePriceCalled = false
    var validatePriceReturnValue = ValidationResult.success(())

    func validatePrice(_ price: String) -> ValidationResult {
        validatePriceCalled = true
        return validatePriceReturnValue
    }

    var updateCalled = false
    var updateReturnValue = Observable.just(product(1))

    func update(_ product: ProductDto) -> Observable<Product> {
        updateCalled = true
        return updateReturnValue
    }
}
