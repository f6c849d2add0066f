/// What a Reservations service answers: the value it was asked for (`U`), or why it has none.
enum ReservationsWorkerResult<U> {
    case success(U)
    case failure(ReservationsWorkerFailure)
}
