import MiniRx

/// Where reservations are made and cancelled.
protocol ReservationGatewayType {
    func reserve(dto: ReservationDto) -> Observable<Reservation>
    func cancelReservation(dto: ReservationDto) -> Observable<Void>
}
