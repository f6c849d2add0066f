/// The Reservations worker: a view model's handle on whichever `ReservationsWorkerProtocol` it was given.
///
/// Built once by the composition root around `ReservationsApi`, or by a test around a fake, and injected into view models.
public final class ReservationsWorker {
    let reservationsWorkerProtocol: any ReservationsWorkerProtocol

    init(reservationsWorkerProtocol: any ReservationsWorkerProtocol) {
        self.reservationsWorkerProtocol = reservationsWorkerProtocol
    }
}
