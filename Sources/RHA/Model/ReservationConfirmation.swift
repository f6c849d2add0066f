/// The model of a made reservation: the confirmation id the Backend handed out.
struct ReservationConfirmation: Codable, Equatable {
    var confirmationId: String
}
