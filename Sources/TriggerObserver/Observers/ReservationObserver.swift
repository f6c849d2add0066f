/// The observer side of reservations: every reservation made or cancelled (or the reason it was not).
public protocol ReservationObserver: AnyObject {
    func bind(completion: @escaping (Result<ReservationEvent, AppError>) -> Void)
}
