import MiniRx

/// Home's view model: each button's tap goes to its screen.
struct HomeViewModel {
    let navigator: HomeNavigatorType
    let useCase: HomeUseCaseType
}

extension HomeViewModel: ViewModel {
    struct Input {
        let toProsTrigger: Driver<Void>
        let toConsTrigger: Driver<Void>
        let toReservationsTrigger: Driver<Void>
        let toProductsTrigger: Driver<Void>
    }

    struct Output {}

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        input.toProsTrigger.drive(onNext: navigator.toPros).disposed(by: disposeBag)
        input.toConsTrigger.drive(onNext: navigator.toCons).disposed(by: disposeBag)
        input.toReservationsTrigger.drive(onNext: navigator.toReservations).disposed(by: disposeBag)
        input.toProductsTrigger.drive(onNext: navigator.toProducts).disposed(by: disposeBag)
        return Output()
    }
}
