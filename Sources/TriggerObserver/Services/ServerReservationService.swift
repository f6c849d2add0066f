import Backend

/// The ``ReservationService`` the app runs on. It enforces the business rule — an id is 1 to 8 digits — before
/// anything is sent: a refused id never reaches the server. A confirmation without an id is no confirmation; a
/// cancellation needs no answer beyond its 2xx.
struct ServerReservationService: ReservationService {
    let client: APIClient

    static let invalidId = AppError.invalidInput("Reservation id must be 1 to 8 digits")

    private struct Reservation: Encodable {
        var reservationId: String
    }

    private struct Confirmation: Decodable {
        var confirmationId: String
    }

    static func isValid(_ reservationId: String) -> Bool {
        (1...8).contains(reservationId.count) && reservationId.allSatisfy { $0.isASCII && $0.isNumber }
    }

    func reserve(reservationId: String, completion: @escaping (Result<String, AppError>) -> Void) {
        guard Self.isValid(reservationId) else { return completion(.failure(Self.invalidId)) }
        let body = APIClient.body(Reservation(reservationId: reservationId))
        client.send(Request(.post, "/reservations", body: body), decoding: Confirmation.self) { result in
            completion(
                result.flatMap { answer in
                    answer.confirmationId.isEmpty ? .failure(.unreadable) : .success(answer.confirmationId)
                })
        }
    }

    func cancel(reservationId: String, completion: @escaping (Result<Void, AppError>) -> Void) {
        guard Self.isValid(reservationId) else { return completion(.failure(Self.invalidId)) }
        client.send(Request(.delete, "/reservations/\(reservationId)"), completion: completion)
    }
}
