import MiniRx

/// What Reservations needs from the Domain.
protocol ReservationsUseCaseType {
    func reserve(dto: ReservationDto) -> Observable<Reservation>
    func cancelReservation(dto: ReservationDto) -> Observable<Void>
}

/// The scene's use case: a facade made of two domain use cases.
struct ReservationsUseCase: ReservationsUseCaseType, Reserving, CancellingReservation {
    let reservationGateway: ReservationGatewayType
}
