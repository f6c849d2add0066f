/// The server's answer to a cancellation: `{"reservationId":"82348"}`.
struct ReservationCancellation: Decodable, Equatable {
    var reservationId: String
}
