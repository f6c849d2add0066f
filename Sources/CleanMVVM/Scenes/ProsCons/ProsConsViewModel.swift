import MiniRx

/// The view model of the Pros and Cons screens: the server's list, an alert when it is empty, and the error when
/// it fails.
struct ProsConsViewModel {
    let navigator: ProsConsNavigatorType
    let useCase: ProsConsUseCaseType
    let side: ProsConsSide
}

extension ProsConsViewModel: ViewModel {
    struct Input {
        let loadTrigger: Driver<Void>
    }

    struct Output {
        @Property var title = ""
        @Property var items = [String]()
        @Property var emptyAlert: AlertMessage?
        @Property var error: (any Error)?
        @Property var isLoading = false
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output(title: side.title)
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()

        let items = input.loadTrigger
            .flatMapLatest {
                fetch()
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
        items.drive(output.$items).disposed(by: disposeBag)
        items.filter(\.isEmpty)
            .map { _ in AlertMessage(title: "Alert", message: side.emptyMessage) }
            .drive(output.$emptyAlert)
            .disposed(by: disposeBag)
        errorTracker.asDriver().drive(output.$error).disposed(by: disposeBag)
        activityIndicator.asDriver().drive(output.$isLoading).disposed(by: disposeBag)
        return output
    }

    private func fetch() -> Observable<[String]> {
        switch side {
        case .pros: useCase.getPros()
        case .cons: useCase.getCons()
        }
    }
}
