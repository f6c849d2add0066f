@testable import RHA

/// A hand-written Reservations worker that answers at once and records what it was asked.
final class FakeReservationsWorker: ReservationsWorkerProtocol {
    var confirmation: ReservationsWorkerResult<ReservationConfirmation> = .success(
        ReservationConfirmation(confirmationId: "1"))
    var cancellation: ReservationsWorkerResult<Reservation> = .success(Reservation(reservationId: "1"))
    private(set) var asked: [String] = []

    func reserve(
        reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<ReservationConfirmation>
    ) {
        asked.append("reserve \(reservation.reservationId)")
        completionHandler(confirmation)
    }

    func cancel(reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<Reservation>) {
        asked.append("cancel \(reservation.reservationId)")
        completionHandler(cancellation)
    }
}
