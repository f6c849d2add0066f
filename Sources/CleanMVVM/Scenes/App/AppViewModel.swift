import MiniRx

/// The App scene: a view model without a view, which shows the first screen when the app loads.
struct AppViewModel {
    let navigator: AppNavigatorType
}

extension AppViewModel: ViewModel {
    struct Input {
        let loadTrigger: Driver<Void>
    }

    struct Output {}

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        input.loadTrigger
            .drive(onNext: navigator.toHome)
            .disposed(by: disposeBag)
        return Output()
    }
}
