/// Why a Reservations service has no answer to give: the server said why (`failed`), its answer made no sense, or it
/// answered with an error status and no reason.
enum ReservationsWorkerFailure: Equatable {
    case failed(String)
    case unreadable
    case unexpectedStatus(Int)
}
