import TriggerObserver

/// The coordinating component of Reservations: the trigger for reserving, the trigger for cancelling, and the
/// observer both of them report to, owning the domain service in between.
///
/// Chapter 3's bindings replay nothing: an observer hears only what arrives after it bound. Here the other
/// decision is taken, for a badge that binds whenever its screen appears: an observer that binds after an answer
/// hears the last answer at once — success or failure, of either trigger — and then every answer that follows.
final class ReservationBinding: ReserveTrigger, CancelReservationTrigger, ReservationObserver {
    private let service: ReservationService
    private var observers: [(Result<ReservationEvent, AppError>) -> Void] = []
    /// The last answer of either trigger, for an observer that binds later.
    private var lastResult: Result<ReservationEvent, AppError>?

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
        service.cancel(reservationId: reservationId) { [weak self] result in
            guard let self else { return }
            notify(result.map { .cancelled(reservationId: reservationId) })
        }
    }

    func bind(completion: @escaping (Result<ReservationEvent, AppError>) -> Void) {
        observers.append(completion)
        if let lastResult { completion(lastResult) }
    }

    private func notify(_ result: Result<ReservationEvent, AppError>) {
        lastResult = result
        for observer in observers {
            observer(result)
        }
    }
}
