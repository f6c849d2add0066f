import Backend

/// The workers the whole app shares, built once by the composition root (`AppDelegate`) around the real services.
///
/// The write-up built a worker inside every fetch; here each is built once and handed to the screens' view models,
/// which take a worker in their initializer — so a test builds the same view models around fakes.
public struct AppDependencies {
    public let prosWorker: ProsWorker
    public let consWorker: ConsWorker
    public let reservationsWorker: ReservationsWorker
    public let productsWorker: ProductsWorker

    /// The real thing: every worker around the service that talks to `server`.
    public init(server: Server) {
        prosWorker = ProsWorker(prosWorkerProtocol: ProsApi(server: server))
        consWorker = ConsWorker(consWorkerProtocol: ConsApi(server: server))
        reservationsWorker = ReservationsWorker(reservationsWorkerProtocol: ReservationsApi(server: server))
        productsWorker = ProductsWorker(productsWorkerProtocol: ProductsApi(server: server))
    }
}
