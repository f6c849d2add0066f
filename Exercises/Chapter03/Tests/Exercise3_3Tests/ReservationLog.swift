import TriggerObserver

/// The observer side of Reservations in this exercise: it binds to a ``ReservationObserver`` and writes down
/// every event it hears, as the screen would word it. It knows the events, and nothing of who triggers them.
/// It belongs to the tests, so it stays as it is: a second trigger must reach it without a change here.
final class ReservationLog {
    private(set) var lines: [String] = []

    init(observer: ReservationObserver) {
        observer.bind { [weak self] result in self?.write(result) }
    }

    private func write(_ result: Result<ReservationEvent, AppError>) {
        switch result {
        case .success(.reserved(let confirmationId)):
            lines.append("Reservation done successfully confirmation id: #\(confirmationId)")
        case .success(.cancelled(let reservationId)):
            lines.append("Reservation cancelled successfully for reservation id: #\(reservationId)")
        case .failure(let error):
            lines.append("Error: \(error.message)")
        }
    }
}
