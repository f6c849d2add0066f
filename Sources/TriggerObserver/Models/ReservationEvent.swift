/// What a ``ReservationObserver`` hears about: a reservation made (with its confirmation id) or cancelled.
public enum ReservationEvent: Equatable, Sendable {
    case reserved(confirmationId: String)
    case cancelled(reservationId: String)
}
