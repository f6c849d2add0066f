import Backend

/// The workers the whole app shares, built once by the composition root (`AppDelegate`) around the real services.
///
/// The write-up built a worker inside every fetch; here each is built once and handed to the screens, so a test
/// can build the same screens around fakes.
struct AppDependencies {
    let prosWorker: ProsWorker
    let consWorker: ConsWorker
    let reservationsWorker: ReservationsWorker
    let productsWorker: ProductsWorker

    /// The real thing: every worker around the service that talks to `server`.
    init(server: Server) {
        self.init(
            prosWorker: ProsWorker(prosWorkerProtocol: ProsApi(server: server)),
            consWorker: ConsWorker(consWorkerProtocol: ConsApi(server: server)),
            reservationsWorker: ReservationsWorker(reservationsWorkerProtocol: ReservationsApi(server: server)),
            productsWorker: ProductsWorker(productsWorkerProtocol: ProductsApi(server: server)))
    }

    init(
        prosWorker: ProsWorker, consWorker: ConsWorker, reservationsWorker: ReservationsWorker,
        productsWorker: ProductsWorker
    ) {
        self.prosWorker = prosWorker
        self.consWorker = consWorker
        self.reservationsWorker = reservationsWorker
        self.productsWorker = productsWorker
    }
}
