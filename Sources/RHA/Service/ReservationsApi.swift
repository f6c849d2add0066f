import Backend
import Foundation

/// The Reservations service: implements `ReservationsWorkerProtocol` with `POST /reservations` and
/// `DELETE /reservations/<id>`. A confirmation must carry an id; a cancellation's answer is not needed, so any 2xx
/// confirms the reservation that was sent.
struct ReservationsApi: ReservationsWorkerProtocol {
    let server: Server

    func reserve(
        reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<ReservationConfirmation>
    ) {
        let body = try? JSONEncoder().encode(reservation)
        server.send(Request(.post, "/reservations", body: body)) { response in
            completionHandler(Self.result(ServiceAnswer(decoding: response) { !$0.confirmationId.isEmpty }))
        }
    }

    func cancel(reservation: Reservation, completionHandler: @escaping ReservationsWorkerHandler<Reservation>) {
        server.send(Request(.delete, "/reservations/\(reservation.reservationId)")) { response in
            completionHandler(Self.result(ServiceAnswer(response) { _ in reservation }))
        }
    }

    private static func result<U>(_ answer: ServiceAnswer<U>) -> ReservationsWorkerResult<U> {
        switch answer {
        case .value(let value): .success(value)
        case .refused(let status, let message): .failure(.failed(message ?? Constant.UNEXPECTED_STATUS(status)))
        case .unreadable: .failure(.unreadable)
        }
    }
}
