/// The server's answer to a reservation: `{"confirmationId":"8347838"}`.
struct ReservationConfirmation: Decodable, Equatable {
    var confirmationId: String
}
