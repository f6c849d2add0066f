import Backend
import HeadlessUI

/// The one composition root. Every screen is built here, and here alone does anything learn that one binding is
/// both a trigger and an observer: the same object goes to the presentation logic as its trigger and to the
/// loading infrastructure as its observer, by initializer injection.
final class AppComposition {
    private let client: APIClient

    init(server: Server) {
        client = APIClient(server: server)
    }

    func makeHome() -> UIViewController {
        HomeViewController(destinations: [
            .init(title: "Pros") { [self] in makePros() },
            .init(title: "Cons") { [self] in makeCons() },
            .init(title: "Reservations") { [self] in makeReservations() },
            .init(title: "Products") { [self] in makeProducts() },
        ])
    }

    // snippet: triggerobserver-compose-pros
    func makePros() -> UIViewController {
        let binding = ProsBinding(service: ServerAIService(client: client))
        let presentationLogic = ProsConsPresentationLogic(trigger: binding)
        let loadingInfra = ProsConsLoadingInfra(observer: binding)
        return ProsConsViewController(side: .pros, logic: presentationLogic, loading: loadingInfra)
    }
    // end-snippet

    func makeCons() -> UIViewController {
        let binding = ConsBinding(service: ServerAIService(client: client))
        let presentationLogic = ProsConsPresentationLogic(trigger: binding)
        let loadingInfra = ProsConsLoadingInfra(observer: binding)
        return ProsConsViewController(side: .cons, logic: presentationLogic, loading: loadingInfra)
    }

    func makeReservations() -> UIViewController {
        let binding = ReservationBinding(service: ServerReservationService(client: client))
        let presentationLogic = ReservationPresentationLogic(reserveTrigger: binding, cancelTrigger: binding)
        let loadingInfra = ReservationLoadingInfra(observer: binding)
        return ReservationsViewController(logic: presentationLogic, loading: loadingInfra)
    }

    // snippet: triggerobserver-compose-products
    func makeProducts() -> UIViewController {
        let service = ServerProductsService(client: client)
        let pagination = PaginationBinding(service: service)
        let deletion = ProductDeletionBinding(service: service)
        let presentationLogic = ProductsPresentationLogic(fetchTrigger: pagination, deleteTrigger: deletion)
        let loadingInfra = ProductsLoadingInfra(productsObserver: pagination, deletionObserver: deletion)
        return ProductsViewController(
            logic: presentationLogic, loading: loadingInfra,
            makeDetail: { ProductViewController(product: $0) },
            makeEditor: { [self, weak loadingInfra] product in
                makeEditProduct(product, alsoObservedBy: loadingInfra)
            })
    }

    func makeEditProduct(_ product: Product, alsoObservedBy list: ProductsLoadingInfra?) -> UIViewController {
        let binding = ProductUpdateBinding(service: ServerProductsService(client: client))
        list?.observeUpdates(from: binding)
        let presentationLogic = EditProductPresentationLogic(trigger: binding, productId: product.id)
        let loadingInfra = EditProductLoadingInfra(observer: binding)
        let editor = EditProductViewController(product: product, logic: presentationLogic, loading: loadingInfra)
        return UINavigationController(rootViewController: editor)
    }
    // end-snippet
}
