/// The trigger side of making a reservation: ask for one by id. The outcome reaches a ``ReservationObserver``.
public protocol ReserveTrigger: AnyObject {
    func reserve(reservationId: String)
}
