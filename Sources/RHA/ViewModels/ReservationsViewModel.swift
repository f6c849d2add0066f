/// The Reservations screen's view model: checks the id a person typed, asks its worker to reserve or cancel, words
/// the result for the label (its `Response`), and reports every error through `isErrorFree`.
public final class ReservationsViewModel {
    /// What the controller shows: the sentence for the result label.
    struct Response {
        var _message = ""
    }

    // Reactive properties
    /// Alerts titled `Error`: an invalid id (no request is sent), or whatever went wrong on the way.
    let isErrorFree: Box<Content> = Box(Content())

    // Worker
    private let worker: ReservationsWorker

    public init(worker: ReservationsWorker) {
        self.worker = worker
    }

    /// Make the reservation `reservationId` and fetch its confirmation.
    func fetchReservation(reservationId: String, completionHandler: @escaping (Response?) -> Void) {
        guard let reservation = validReservation(reservationId) else { return }
        worker.reservationsWorkerProtocol.reserve(reservation: reservation) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let confirmation):
                completionHandler(
                    Response(
                        _message: "Reservation done successfully confirmation id: #\(confirmation.confirmationId)"))
            case .failure(let error):
                report(error)
                completionHandler(nil)
            }
        }
    }

    /// Cancel the reservation `reservationId` and fetch the server's word that it is gone.
    func fetchCancellation(reservationId: String, completionHandler: @escaping (Response?) -> Void) {
        guard let reservation = validReservation(reservationId) else { return }
        worker.reservationsWorkerProtocol.cancel(reservation: reservation) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                completionHandler(
                    Response(
                        _message: "Reservation cancelled successfully for reservation id: #\(reservation.reservationId)"
                    ))
            case .failure(let error):
                report(error)
                completionHandler(nil)
            }
        }
    }

    /// The reservation for `reservationId`, or `nil` (with the error reported) when it is not 1 to 8 digits.
    private func validReservation(_ reservationId: String) -> Reservation? {
        guard (1...8).contains(reservationId.count), reservationId.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            isErrorFree.value = Content(status: false, message: Constant.INVALID_RESERVATION_ID)
            return nil
        }
        return Reservation(reservationId: reservationId)
    }

    private func report(_ error: ReservationsWorkerFailure) {
        switch error {
        case .failed(let msg): isErrorFree.value = Content(status: false, message: msg)
        case .unreadable: isErrorFree.value = Content(status: false, message: Constant.UNREADABLE_ANSWER)
        }
    }
}
