@testable import TriggerObserver

/// A ``ReservationService`` that answers at once with the results the test set.
final class FakeReservationService: ReservationService {
    var reserveResult: Result<String, AppError> = .success("8347838")
    var cancelResult: Result<Void, AppError> = .success(())
    private(set) var calls: [String] = []

    func reserve(reservationId: String, completion: @escaping (Result<String, AppError>) -> Void) {
        calls.append("reserve \(reservationId)")
        completion(reserveResult)
    }

    func cancel(reservationId: String, completion: @escaping (Result<Void, AppError>) -> Void) {
        calls.append("cancel \(reservationId)")
        completion(cancelResult)
    }
}
