/// What Reserve sends: the id a person typed.
struct Reservation: Encodable, Equatable {
    let reservationId: String
}
