import Backend
import Foundation

/// Making a reservation: its answer must carry a confirmation id.
extension Endpoint where Response == ReservationConfirmation {
    /// `POST /reservations {"reservationId": …}` → `{"confirmationId": …}`
    static func reserve(_ reservationId: String) -> Endpoint {
        let body = jsonBody(Reservation(reservationId: reservationId))
        return Endpoint(request: Request(.post, "/reservations", body: body), where: { !$0.confirmationId.isEmpty })
    }
}

/// Cancelling a reservation: any 2xx will do, whatever its body.
extension Endpoint where Response == Void {
    /// `DELETE /reservations/<id>`
    static func cancelReservation(_ reservationId: String) -> Endpoint {
        Endpoint(request: Request(.delete, "/reservations/\(reservationId)"))
    }
}
