import MiniRx

/// Use case: cancel the reservation of an id. An id that breaks its rule fails with its ``ValidationError`` and is
/// never sent.
protocol CancellingReservation {
    var reservationGateway: ReservationGatewayType { get }
}

extension CancellingReservation {
    func cancelReservation(dto: ReservationDto) -> Observable<Void> {
        if let error = dto.validationError { return Observable.error(error) }
        return reservationGateway.cancelReservation(dto: dto)
    }
}
