/// A reservation the server has confirmed: the id the person chose and the confirmation id the server gave it.
struct Reservation: Equatable {
    var reservationId = ""
    var confirmationId = ""
}
