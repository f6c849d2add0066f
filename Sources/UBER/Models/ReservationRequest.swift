/// The body of `POST /reservations`: `{"reservationId":"82348"}`.
struct ReservationRequest: Encodable, Equatable {
    var reservationId: String
}
