import TriggerObserver

/// The product list's coordinating component: the trigger (`FetchProductsTrigger`) and the observer
/// (`NewProductsObserver`) in one object, owning the domain service. Presentation logic calls `fetchProducts()`
/// on every scroll past the threshold, as often as it likes; deciding whether a request really goes out is this
/// binding's job.
///
/// As shipped, every call sends a request: scrolling twice asks for the same page twice, and scrolling after
/// the last page asks for pages that do not exist.
final class PaginationBinding: FetchProductsTrigger, NewProductsObserver {
    private let service: ProductsService
    private let perPage: Int
    private var completion: ((Result<ProductPage, AppError>) -> Void)?
    private var lastLoadedPage = 0
    /// Bumped by every reload, so that an answer from before it is recognised and dropped.
    private var generation = 0
    // TODO: Exercise 3.2 — remember whether a page is in flight, and whether the last page has come.

    init(service: ProductsService, perPage: Int = 10) {
        self.service = service
        self.perPage = perPage
    }

    func fetchProducts() {
        // TODO: Exercise 3.2 — send nothing while a page is in flight, and nothing after a page said `hasMore: false`.
        fetch(page: lastLoadedPage + 1)
    }

    func reloadProducts() {
        // TODO: Exercise 3.2 — a reload that fails must leave paging where it was: forget nothing before it answers.
        generation += 1
        lastLoadedPage = 0
        fetch(page: 1)
    }

    func bind(completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        self.completion = completion
    }

    private func fetch(page: Int) {
        let generation = self.generation
        service.fetchPage(page, perPage: perPage) { [weak self] result in
            guard let self, generation == self.generation else { return }
            if case .success(let loaded) = result {
                lastLoadedPage = loaded.number
            }
            completion?(result)
        }
    }
}
