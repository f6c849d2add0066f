import TriggerObserver

/// The product list's coordinating component: the trigger (`FetchProductsTrigger`) and the observer
/// (`NewProductsObserver`) in one object, owning the domain service. Presentation logic calls `fetchProducts()`
/// on every scroll past the threshold, as often as it likes; deciding whether a request really goes out is this
/// binding's job.
///
/// It sends nothing while a page is in flight, and nothing after the last page, until a reload starts again. A
/// reload forgets nothing until its page arrives, so a reload that fails leaves paging where it was.
final class PaginationBinding: FetchProductsTrigger, NewProductsObserver {
    private let service: ProductsService
    private let perPage: Int
    private var completion: ((Result<ProductPage, AppError>) -> Void)?
    private var lastLoadedPage = 0
    /// Bumped by every reload, so that an answer from before it is recognised and dropped.
    private var generation = 0
    private var isPageInFlight = false
    private var hasMore = true

    init(service: ProductsService, perPage: Int = 10) {
        self.service = service
        self.perPage = perPage
    }

    func fetchProducts() {
        guard !isPageInFlight, hasMore else { return }
        fetch(page: lastLoadedPage + 1)
    }

    func reloadProducts() {
        generation += 1
        fetch(page: 1)
    }

    func bind(completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        self.completion = completion
    }

    private func fetch(page: Int) {
        isPageInFlight = true
        let generation = self.generation
        service.fetchPage(page, perPage: perPage) { [weak self] result in
            guard let self, generation == self.generation else { return }
            isPageInFlight = false
            if case .success(let loaded) = result {
                lastLoadedPage = loaded.number
                hasMore = loaded.hasMore
            }
            completion?(result)
        }
    }
}
