import MiniRx
import Testing

@testable import CleanMVVM

@Suite("HomeViewModel, with a mock navigator")
struct HomeViewModelTests {
    @Test("Each of Home's buttons goes to its own screen")
    func buttonsNavigate() {
        let navigator = HomeNavigatorMock()
        let disposeBag = DisposeBag()
        let taps = (pros: PublishSubject<Void>(), cons: PublishSubject<Void>(), reservations: PublishSubject<Void>())
        let products = PublishSubject<Void>()
        let input = HomeViewModel.Input(
            toProsTrigger: taps.pros.asDriverOnErrorJustComplete(),
            toConsTrigger: taps.cons.asDriverOnErrorJustComplete(),
            toReservationsTrigger: taps.reservations.asDriverOnErrorJustComplete(),
            toProductsTrigger: products.asDriverOnErrorJustComplete())
        _ = HomeViewModel(navigator: navigator, useCase: HomeUseCase()).transform(input, disposeBag: disposeBag)

        taps.cons.onNext(())
        #expect(navigator.toConsCalled && !navigator.toProsCalled)
        taps.pros.onNext(())
        taps.reservations.onNext(())
        products.onNext(())

        #expect(navigator.toProsCalled && navigator.toReservationsCalled && navigator.toProductsCalled)
    }
}
