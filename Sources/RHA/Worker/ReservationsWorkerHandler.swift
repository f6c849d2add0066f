/// The callback through which a `ReservationsWorkerProtocol` delivers its answer: a `U` on success, or a failure.
typealias ReservationsWorkerHandler<U> = (ReservationsWorkerResult<U>) -> Void
