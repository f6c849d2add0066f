import Backend
import MiniTCA

/// The dependency that makes and cancels reservations: a value of async closures, each returning the server's answer
/// or throwing the ``APIError`` that says why not.
nonisolated public struct ReservationsClient: Sendable {
    /// Reserve `reservationId`; the answer is the confirmation id.
    public var reserve: @Sendable (_ reservationId: String) async throws -> String
    /// Cancel `reservationId`; the answer is the id that was asked to be cancelled.
    public var cancel: @Sendable (_ reservationId: String) async throws -> String

    public init(
        reserve: @escaping @Sendable (String) async throws -> String,
        cancel: @escaping @Sendable (String) async throws -> String
    ) {
        self.reserve = reserve
        self.cancel = cancel
    }
}

nonisolated extension ReservationsClient: TestDependencyKey {
    public static let testValue = ReservationsClient(
        reserve: { id in try unimplemented("ReservationsClient.reserve was called for \(id)") },
        cancel: { id in try unimplemented("ReservationsClient.cancel was called for \(id)") })

    /// `POST /reservations` (readable only with a confirmation id) and `DELETE /reservations/<id>` (any 2xx).
    static func live(_ call: ServerCall) -> Self {
        ReservationsClient(
            reserve: { reservationId in
                let body = ServerCall.jsonBody(["reservationId": reservationId])
                return try await call.perform(
                    { Request(.post, "/reservations", body: body) },
                    read: { try ServerCall.decode(Confirmation.self, where: { !$0.confirmationId.isEmpty })($0) }
                ).confirmationId
            },
            cancel: { reservationId in
                try await call.perform(
                    { Request(.delete, "/reservations/\(reservationId)") }, read: { _ in reservationId })
            })
    }

    nonisolated private struct Confirmation: Decodable {
        let confirmationId: String
    }
}

nonisolated extension DependencyValues {
    /// The reservations client of the store that runs the reducer.
    public var reservationsClient: ReservationsClient {
        get { self[ReservationsClient.self] }
        set { self[ReservationsClient.self] = newValue }
    }
}
