import MiniRx

/// The reservations gateway over the server's API. A cancellation is reported for the id that was typed, whatever
/// the server echoes.
struct ReservationGateway: ReservationGatewayType {
    let api: API

    func reserve(dto: ReservationDto) -> Observable<Reservation> {
        api.reserve(API.ReserveInput(reservationId: dto.reservationId))
            .map { Reservation(reservationId: dto.reservationId, confirmationId: $0.confirmationId) }
    }

    func cancelReservation(dto: ReservationDto) -> Observable<Void> {
        api.cancelReservation(API.CancelReservationInput(reservationId: dto.reservationId))
    }
}
