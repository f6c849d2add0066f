import MiniRx

/// Use case: reserve an id. An id that breaks its rule fails with its ``ValidationError`` and is never sent.
protocol Reserving {
    var reservationGateway: ReservationGatewayType { get }
}

extension Reserving {
    func reserve(dto: ReservationDto) -> Observable<Reservation> {
        if let error = dto.validationError { return Observable.error(error) }
        return reservationGateway.reserve(dto: dto)
    }
}
