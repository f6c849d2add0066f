/// The loading infrastructure of Reservations: it observes reservations made and cancelled, keeps the latest in
/// memory, and tells its display. It words nothing: the sentences are the screen's.
final class ReservationLoadingInfra {
    weak var display: ReservationDisplay?
    /// The last reservation made or cancelled.
    private(set) var latest: ReservationEvent?

    init(observer: ReservationObserver) {
        observer.bind { [weak self] result in self?.load(result) }
    }

    private func load(_ result: Result<ReservationEvent, AppError>) {
        switch result {
        case .success(let event):
            latest = event
            display?.show(event)
        case .failure(let error):
            display?.showFailure(error)
        }
    }
}
