// snippet: triggerobserver-pagination-binding
/// The write-up's `PaginationBinding`, for products: the trigger and the observer of the paged list in one
/// object, owning the domain service. Presentation logic calls `fetchProducts()` as often as it likes; the
/// binding's ``PageCursor`` decides whether a request really goes out, and which answers still count.
final class PaginationBinding: FetchProductsTrigger, NewProductsObserver {
    private let service: ProductsService
    private var cursor: PageCursor
    private var observers = ObserverList<Result<ProductPage, AppError>>()

    init(service: ProductsService, perPage: Int = 10) {
        self.service = service
        self.cursor = PageCursor(perPage: perPage)
    }

    /// The write-up's sketch calls this `loadMessages()`, while its protocol asks for `fetchMessages()`; a
    /// conformance must use the protocol's name, so the trigger's verb is the only one there is.
    func fetchProducts() {
        guard let request = cursor.startNextPage() else { return }
        fetch(request)
    }

    func reloadProducts() {
        fetch(cursor.startFirstPage())
    }

    func bind(completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        observers.add(completion)
    }

    private func fetch(_ request: PageCursor.PageRequest) {
        service.fetchPage(request.page, perPage: request.perPage) { [weak self] result in
            guard let self else { return }
            let hasMore = try? result.get().hasMore
            guard cursor.finish(request, hasMore: hasMore) else { return }
            observers.notify(result)
        }
    }
}
// end-snippet
