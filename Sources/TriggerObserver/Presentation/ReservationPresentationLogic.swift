/// The presentation logic of Reservations: two buttons, two triggers. The id goes as typed; the domain service
/// decides whether it is valid.
final class ReservationPresentationLogic {
    private let reserveTrigger: ReserveTrigger
    private let cancelTrigger: CancelReservationTrigger

    init(reserveTrigger: ReserveTrigger, cancelTrigger: CancelReservationTrigger) {
        self.reserveTrigger = reserveTrigger
        self.cancelTrigger = cancelTrigger
    }

    func didTapReserve(reservationId: String) {
        reserveTrigger.reserve(reservationId: reservationId)
    }

    func didTapCancel(reservationId: String) {
        cancelTrigger.cancelReservation(reservationId: reservationId)
    }
}
