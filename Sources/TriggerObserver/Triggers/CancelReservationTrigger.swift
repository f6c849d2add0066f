/// The trigger side of cancelling a reservation by id. The outcome reaches a ``ReservationObserver``.
public protocol CancelReservationTrigger: AnyObject {
    func cancelReservation(reservationId: String)
}
