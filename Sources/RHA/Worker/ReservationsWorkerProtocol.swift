/// The Reservations feature's boundary: make or cancel a reservation, however the outside world does it.
protocol ReservationsWorkerProtocol {
    func reserve(
        reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<ReservationConfirmation>)
    func cancel(reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<Reservation>)
}
