/// The server's answer to Reserve: the confirmation id it handed out.
struct ReservationConfirmation: Decodable, Equatable {
    let confirmationId: String
}
