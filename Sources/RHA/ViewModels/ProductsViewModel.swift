import Foundation

/// The Products screen's view model: pages through the catalogue with its worker, keeps the products loaded so far,
/// turns them into rows (its `Response`), and reports loading and trouble through boxes.
///
/// It owns the paging rules: pages of 10, one page in flight at a time, nothing after the last page, a late
/// answer from a load that a refresh has replaced is ignored, and a product already listed is not listed again.
public final class ProductsViewModel {
    /// What the controller shows: one line per product, and whether the list is empty.
    struct Response {
        var _rows = [String]()
        var isEmpty = false
    }

    // Reactive properties
    /// Alerts titled `Error`.
    let isErrorFree: Box<Content> = Box(Content())
    /// `true` while the first load of the screen is in flight (the activity indicator).
    let isLoading: Box<Bool> = Box(false)
    /// `true` while a pull-to-refresh is in flight (the refresh control).
    let isRefreshing: Box<Bool> = Box(false)
    /// The rows after a product was saved in its editor: a change the controller did not ask this view model for,
    /// so it comes through a box, not a completion handler. `nil` until the first edit.
    let editedList: Box<Response?> = Box(nil)

    // Worker
    private let worker: ProductsWorker

    private let perPage = 10
    private(set) var products: [Product] = []
    private var page = 0
    private var hasMore = true
    private var isPageInFlight = false
    /// Bumped by every load of page 1, so that an answer to an older load is recognised and dropped.
    private var generation = 0

    public init(worker: ProductsWorker) {
        self.worker = worker
    }

    var response: Response {
        Response(_rows: products.map(Self.row), isEmpty: products.isEmpty)
    }

    // MARK: - Fetching

    /// The screen's first load: page 1, with the activity indicator on.
    func fetchProducts(completionHandler: @escaping (Response?) -> Void) {
        isLoading.value = true
        fetchFirstPage(completionHandler: completionHandler)
    }

    /// Pull-to-refresh: page 1 again, replacing whatever was loaded.
    func refreshProducts(completionHandler: @escaping (Response?) -> Void) {
        isRefreshing.value = true
        fetchFirstPage(completionHandler: completionHandler)
    }

    /// The next page, unless one is in flight or the last page has arrived.
    func fetchMoreProducts(completionHandler: @escaping (Response?) -> Void) {
        guard hasMore, !isPageInFlight else { return }
        fetchPage(page + 1, completionHandler: completionHandler)
    }

    private func fetchFirstPage(completionHandler: @escaping (Response?) -> Void) {
        generation += 1
        fetchPage(1, completionHandler: completionHandler)
    }

    // snippet: rha-products-page
    private func fetchPage(_ number: Int, completionHandler: @escaping (Response?) -> Void) {
        isPageInFlight = true
        let generation = generation
        worker.productsWorkerProtocol.getProducts(page: number, perPage: perPage) { [weak self] result in
            guard let self, generation == self.generation else { return }
            isPageInFlight = false
            if isLoading.value { isLoading.value = false }
            if isRefreshing.value { isRefreshing.value = false }
            switch result {
            case .success(let productPage):
                products = Self.listing(productPage.items, after: number == 1 ? [] : products)
                page = number
                hasMore = productPage.hasMore
                completionHandler(response)
            case .failure(let error):
                report(error)
                completionHandler(nil)
            }
        }
    }
    // end-snippet

    /// `listed` followed by the products of a new page that it does not hold yet: a product keeps its first row.
    private static func listing(_ page: [Product], after listed: [Product]) -> [Product] {
        var ids = Set(listed.map(\.id))
        return listed + page.filter { ids.insert($0.id).inserted }
    }

    // MARK: - Rows

    func product(at row: Int) -> Product? {
        products.indices.contains(row) ? products[row] : nil
    }

    /// The title of the alert that asks before deleting `product`.
    func deleteTitle(for product: Product) -> String {
        Constant.DELETE_PRODUCT(product.name)
    }

    // snippet: rha-products-editor
    /// The view model of the editor for `product`, built around this list's worker. When the editor saves, the
    /// saved product takes the old one's place and the new rows go into `editedList`.
    func editProductViewModel(for product: Product) -> EditProductViewModel {
        let editor = EditProductViewModel(product: product, worker: worker)
        editor.savedProduct.bind { [weak self] saved in
            guard let self, let saved else { return }
            replaceProduct(saved)
        }
        return editor
    }
    // end-snippet

    /// Put the product as the server saved it in place of the old one.
    private func replaceProduct(_ saved: Product) {
        guard let index = products.firstIndex(where: { $0.id == saved.id }) else { return }
        products[index] = saved
        editedList.value = response
    }

    /// Delete `product` — the one the person confirmed, wherever the list has moved it since; the answer removes it
    /// from the list.
    func deleteProduct(_ product: Product, completionHandler: @escaping (Response?) -> Void) {
        worker.productsWorkerProtocol.deleteProduct(id: product.id) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success:
                products.removeAll { $0.id == product.id }
                completionHandler(response)
            case .failure(let error):
                report(error)
                completionHandler(nil)
            }
        }
    }

    /// `Widget — $19.99`
    static func row(_ product: Product) -> String {
        "\(product.name) — $" + String(format: "%.2f", product.price)
    }

    private func report(_ error: ProductsWorkerFailure) {
        switch error {
        case .failed(let msg): isErrorFree.value = Content(status: false, message: msg)
        case .unreadable: isErrorFree.value = Content(status: false, message: Constant.UNREADABLE_ANSWER)
        }
    }
}
