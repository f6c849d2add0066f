/// The model of a reservation request: the id a person typed. The Backend also echoes it back on cancel.
struct Reservation: Codable, Equatable {
    var reservationId: String
}
