import Backend
import MiniTCA

/// The dependency that makes and cancels reservations: a value of closures, each answering once.
public struct ReservationsClient {
    /// Reserve `reservationId`; the answer is the confirmation id the server handed out.
    public var reserve: (_ reservationId: String, _ answer: @escaping (Result<String, APIError>) -> Void) -> Void
    /// Cancel `reservationId`; the answer is the id that was asked for, whatever the server's body says.
    public var cancel: (_ reservationId: String, _ answer: @escaping (Result<String, APIError>) -> Void) -> Void

    public init(
        reserve: @escaping (String, @escaping (Result<String, APIError>) -> Void) -> Void,
        cancel: @escaping (String, @escaping (Result<String, APIError>) -> Void) -> Void
    ) {
        self.reserve = reserve
        self.cancel = cancel
    }
}

extension ReservationsClient: TestDependencyKey {
    public static let testValue = ReservationsClient(
        reserve: { id, _ in reportIssue("ReservationsClient.reserve was called for \(id), with no test value.") },
        cancel: { id, _ in reportIssue("ReservationsClient.cancel was called for \(id), with no test value.") })

    /// `POST /reservations {"reservationId": …}` → `{"confirmationId": …}` (not empty);
    /// `DELETE /reservations/<id>` → any 2xx, whatever its body.
    static func live(_ call: ServerCall) -> Self {
        ReservationsClient(
            reserve: { reservationId, answer in
                let body = ServerCall.jsonBody(["reservationId": reservationId])
                call.perform(
                    Request(.post, "/reservations", body: body),
                    read: { try ServerCall.decode(Confirmation.self, where: { !$0.confirmationId.isEmpty })($0) },
                    answer: { answer($0.map(\.confirmationId)) })
            },
            cancel: { reservationId, answer in
                call.perform(
                    Request(.delete, "/reservations/\(reservationId)"), read: { _ in reservationId }, answer: answer)
            })
    }

    /// The server's answer to a reservation.
    private struct Confirmation: Decodable {
        let confirmationId: String
    }
}

extension DependencyValues {
    /// The reservations client of the store that runs the reducer.
    public var reservationsClient: ReservationsClient {
        get { self[ReservationsClient.self] }
        set { self[ReservationsClient.self] = newValue }
    }
}
