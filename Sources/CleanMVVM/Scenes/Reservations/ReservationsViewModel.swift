import MiniRx

/// Reservations' view model: each tap sends the id typed at that moment, and the result or the error comes back.
struct ReservationsViewModel {
    let navigator: ReservationsNavigatorType
    let useCase: ReservationsUseCaseType
}

extension ReservationsViewModel: ViewModel {
    struct Input {
        let reservationId: Driver<String>
        let reserveTrigger: Driver<Void>
        let cancelTrigger: Driver<Void>
    }

    struct Output {
        @Property var result = ""
        @Property var error: (any Error)?
        @Property var isLoading = false
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        let output = Output()
        let activityIndicator = ActivityIndicator()
        let errorTracker = ErrorTracker()
        let typedDto = input.reservationId.map { ReservationDto(reservationId: $0) }

        let reserved = input.reserveTrigger
            .withLatestFrom(typedDto)
            .flatMapLatest { dto in
                useCase.reserve(dto: dto)
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
            }
            .map { "Reservation done successfully confirmation id: #\($0.confirmationId)" }
        let cancelled = input.cancelTrigger
            .withLatestFrom(typedDto)
            .flatMapLatest { dto in
                useCase.cancelReservation(dto: dto)
                    .trackActivity(activityIndicator)
                    .trackError(errorTracker)
                    .asDriverOnErrorJustComplete()
                    .map { "Reservation cancelled successfully for reservation id: #\(dto.reservationId)" }
            }

        Driver.merge(reserved, cancelled).drive(output.$result).disposed(by: disposeBag)
        errorTracker.asDriver().drive(output.$error).disposed(by: disposeBag)
        activityIndicator.asDriver().drive(output.$isLoading).disposed(by: disposeBag)
        return output
    }
}
