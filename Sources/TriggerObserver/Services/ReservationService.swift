/// The domain service behind Reservations: make one, cancel one. The rule for a valid id lives behind it.
public protocol ReservationService {
    /// Reserve `reservationId`; the success value is the confirmation id.
    func reserve(reservationId: String, completion: @escaping (Result<String, AppError>) -> Void)
    func cancel(reservationId: String, completion: @escaping (Result<Void, AppError>) -> Void)
}
