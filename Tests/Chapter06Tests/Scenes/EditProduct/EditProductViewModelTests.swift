import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

/// The editor's view model, with mocks for its use case and navigator: the rules wait for the first Save, a saved
/// product goes back through the delegate, and a refusal keeps the editor open.
@Suite("EditProductViewModel: validation after the first Save, with mocks")
struct EditProductViewModelTests {
    let useCase = EditProductUseCaseMock()
    let navigator = EditProductNavigatorMock()
    let delegate = PublishSubject<EditProductDelegate>()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    let nameTrigger = PublishSubject<String>()
    let priceTrigger = PublishSubject<String>()
    let updateTrigger = PublishSubject<Void>()
    let cancelTrigger = PublishSubject<Void>()

    let output: EditProductViewModel.Output
    let delegateOutput: TestableObserver<EditProductDelegate>

    init() {
        let viewModel = EditProductViewModel(
            navigator: navigator, useCase: useCase, product: product(2, "Wireless Mouse", 24.99), delegate: delegate)
        let input = EditProductViewModel.Input(
            name: nameTrigger.asDriverOnErrorJustComplete(),
            price: priceTrigger.asDriverOnErrorJustComplete(),
            updateTrigger: updateTrigger.asDriverOnErrorJustComplete(),
            cancelTrigger: cancelTrigger.asDriverOnErrorJustComplete())
        output = viewModel.transform(input, disposeBag: disposeBag)
        delegateOutput = scheduler.createObserver(EditProductDelegate.self)
        delegate.subscribe(delegateOutput).disposed(by: disposeBag)
    }

    private func fire<Value>(_ trigger: PublishSubject<Value>, _ value: Value, at time: TestTime) {
        scheduler.scheduleAt(time) { trigger.onNext(value) }
        scheduler.start()
    }

    @Test("The editor starts from the product's name and its price with two decimals")
    func startsFromTheProduct() {
        #expect(output.name == "Wireless Mouse")
        #expect(output.price == "24.99")
    }

    // snippet: clean-test-validation-waits
    @Test("The rules say nothing until Save is first tapped, then follow every edit")
    func validationStartsAtFirstSave() {
        useCase.validateNameReturnValue = .failure(ValidationError(message: "Name must not be empty"))

        fire(nameTrigger, "", at: 10)
        #expect(!useCase.validateNameCalled)
        #expect(messages(output.nameValidation).isEmpty)

        fire(updateTrigger, (), at: 20)
        #expect(messages(output.nameValidation) == ["Name must not be empty"])

        useCase.validateNameReturnValue = .success(())
        fire(nameTrigger, "Silent Mouse", at: 30)
        #expect(messages(output.nameValidation).isEmpty)
    }
    // end-snippet

    @Test("Save sends the product, tells the list what was saved, and closes the editor")
    func saveReportsAndCloses() {
        useCase.updateReturnValue = .just(product(2, "Silent Mouse", 21.5))

        fire(nameTrigger, "Silent Mouse", at: 10)
        fire(updateTrigger, (), at: 20)

        #expect(useCase.updateCalled)
        #expect(navigator.dismissCalled)
        guard case .updatedProduct(let saved)? = delegateOutput.lastEventElement else {
            Issue.record("the delegate heard nothing")
            return
        }
        #expect(saved == product(2, "Silent Mouse", 21.5))
    }

    @Test("A refused Save shows the error and keeps the editor open")
    func refusedSaveKeepsEditor() {
        useCase.updateReturnValue = .error(ValidationError(message: "Price must be a positive number"))

        fire(updateTrigger, (), at: 20)

        #expect(useCase.updateCalled)
        #expect(output.error as? ValidationError == ValidationError(message: "Price must be a positive number"))
        #expect(!navigator.dismissCalled)
        #expect(delegateOutput.events.isEmpty)
    }

    @Test("Cancel closes the editor and saves nothing")
    func cancelCloses() {
        fire(cancelTrigger, (), at: 10)

        #expect(navigator.dismissCalled)
        #expect(!useCase.updateCalled)
    }
}
