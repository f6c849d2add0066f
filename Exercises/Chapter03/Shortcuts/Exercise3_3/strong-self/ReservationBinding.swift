import TriggerObserver

/// The coordinating component of Reservations: the trigger for reserving, the trigger for cancelling, and the
/// observer both of them report to, owning the domain service in between.
///
/// The second trigger reports through the same observers as the first: the tests' `ReservationLog`, an observer
/// and nothing more, hears cancellations without a change.
final class ReservationBinding: ReserveTrigger, CancelReservationTrigger, ReservationObserver {
    private let service: ReservationService
    private var observers: [(Result<ReservationEvent, AppError>) -> Void] = []

    init(service: ReservationService) {
        self.service = service
    }

    func reserve(reservationId: String) {
        service.reserve(reservationId: reservationId) { [weak self] result in
            guard let self else { return }
            notify(result.map { .reserved(confirmationId: $0) })
        }
    }

    func cancelReservation(reservationId: String) {
        service.cancel(reservationId: reservationId) { result in
            self.notify(result.map { .cancelled(reservationId: reservationId) })
        }
    }

    func bind(completion: @escaping (Result<ReservationEvent, AppError>) -> Void) {
        observers.append(completion)
    }

    private func notify(_ result: Result<ReservationEvent, AppError>) {
        for observer in observers {
            observer(result)
        }
    }
}
