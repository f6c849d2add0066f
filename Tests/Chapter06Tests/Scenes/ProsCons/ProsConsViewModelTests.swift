import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

@Suite("ProsConsViewModel, with mocks")
struct ProsConsViewModelTests {
    let useCase = ProsConsUseCaseMock()
    let disposeBag = DisposeBag()
    let loadTrigger = PublishSubject<Void>()

    private func transform(_ side: ProsConsSide) -> ProsConsViewModel.Output {
        let viewModel = ProsConsViewModel(navigator: ProsConsNavigatorStub(), useCase: useCase, side: side)
        return viewModel.transform(
            ProsConsViewModel.Input(loadTrigger: loadTrigger.asDriverOnErrorJustComplete()), disposeBag: disposeBag)
    }

    @Test("The Pros screen is titled Pros and lists the pros, and only the pros")
    func prosListed() {
        let output = transform(.pros)

        loadTrigger.onNext(())

        #expect(output.title == "Pros")
        #expect(useCase.getProsCalled && !useCase.getConsCalled)
        #expect(output.items == ["Error reduction", "No breaks"])
        #expect(output.emptyAlert == nil)
    }

    @Test("The Cons screen is titled Cons and lists the cons")
    func consListed() {
        let output = transform(.cons)

        loadTrigger.onNext(())

        #expect(output.title == "Cons")
        #expect(output.items == ["High cost"])
    }

    @Test("An empty list says No pros found")
    func emptyList() {
        useCase.getProsReturnValue = .just([])
        let output = transform(.pros)

        loadTrigger.onNext(())

        #expect(output.emptyAlert == AlertMessage(title: "Alert", message: "No pros found"))
    }

    @Test("A failure is the screen's error, and nothing is listed")
    func failure() {
        useCase.getConsReturnValue = .error(TestError())
        let output = transform(.cons)

        loadTrigger.onNext(())

        #expect(output.error as? TestError == TestError())
        #expect(output.items.isEmpty)
    }
}

/// The Pros and Cons screens' navigator has nothing to do; a stub stands in for it.
private struct ProsConsNavigatorStub: ProsConsNavigatorType {}
