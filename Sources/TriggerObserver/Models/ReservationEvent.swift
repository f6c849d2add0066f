/// What a ``ReservationObserver`` hears about: a reservation made (with its confirmation id) or cancelled.
enum ReservationEvent: Equatable {
    case reserved(confirmationId: String)
    case cancelled(reservationId: String)
}
