/// The coordinating component of Reservations: both triggers (reserve, cancel) and the one observer they share,
/// owning the domain service that talks to the server.
final class ReservationBinding: ReserveTrigger, CancelReservationTrigger, ReservationObserver {
    private let service: ReservationService
    private var observers = ObserverList<Result<ReservationEvent, AppError>>()

    init(service: ReservationService) {
        self.service = service
    }

    func reserve(reservationId: String) {
        service.reserve(reservationId: reservationId) { [weak self] result in
            guard let self else { return }
            observers.notify(result.map { .reserved(confirmationId: $0) })
        }
    }

    func cancelReservation(reservationId: String) {
        service.cancel(reservationId: reservationId) { [weak self] result in
            guard let self else { return }
            observers.notify(result.map { .cancelled(reservationId: reservationId) })
        }
    }

    func bind(completion: @escaping (Result<ReservationEvent, AppError>) -> Void) {
        observers.add(completion)
    }
}
