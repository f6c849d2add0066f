import TriggerObserver

/// The coordinating component of Reservations: the trigger for reserving, the trigger for cancelling, and the
/// observer both of them report to, owning the domain service in between.
///
/// As shipped, only reserving works: `cancelReservation(reservationId:)` is the second trigger, declared and
/// empty. Make it work without touching any observer: the tests' `ReservationLog` stays as it is.
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
        // TODO: Exercise 3.3 — ask the service to cancel, and hand its answer to every observer, as reserve does.
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
