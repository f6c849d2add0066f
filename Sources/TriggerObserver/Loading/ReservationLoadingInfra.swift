/// The loading infrastructure of Reservations: it observes reservations made and cancelled, and words them.
final class ReservationLoadingInfra {
    weak var display: ReservationDisplay?

    init(observer: ReservationObserver) {
        observer.bind { [weak self] result in self?.load(result) }
    }

    private func load(_ result: Result<ReservationEvent, AppError>) {
        switch result {
        case .success(.reserved(let confirmationId)):
            display?.showResult("Reservation done successfully confirmation id: #\(confirmationId)")
        case .success(.cancelled(let reservationId)):
            display?.showResult("Reservation cancelled successfully for reservation id: #\(reservationId)")
        case .failure(let error):
            display?.showError(error.message)
        }
    }
}
