/// The trigger side of cancelling a reservation by id. The outcome reaches a ``ReservationObserver``.
protocol CancelReservationTrigger: AnyObject {
    func cancelReservation(reservationId: String)
}
