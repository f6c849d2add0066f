/// The `featureXYZ` module: the paged product list. The write-up left `getData` empty ("perhaps you can try it
/// out"); here it loads the first page, `getMore` the next, and the module keeps each list's paging state so the
/// views only draw. It also answers `getProduct` from what it has loaded, and hears from `featureProduct` when a
/// product is saved or deleted.
///
/// It takes only an answer to the question asked — the page requested, no longer than `perPage`, no negative
/// price — and lists a product once: one already listed keeps its row.
final class FeatureXYZService {
    let perPage = 10
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager
    /// Each product list on screen, by the `viewId` of the view that shows it.
    private var lists: [String: ProductListState] = [:]

    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
    }

    // snippet: uber-feature-xyz-get-data
    /// Load the list from its first page (a first load or a pull to refresh); an older load still in flight is
    /// superseded and its answer ignored.
    func getData(viewId: String) {
        var list = lists[viewId] ?? ProductListState()
        list.generation += 1
        list.isPageInFlight = true
        lists[viewId] = list
        uiManager?.displayOverlayProgress()
        load(page: 1, viewId: viewId, generation: list.generation)
    }

    /// Load the next page, unless one is in flight or the server said there is no more.
    func getMore(viewId: String) {
        guard var list = lists[viewId], list.page >= 1, list.hasMore, !list.isPageInFlight else { return }
        list.isPageInFlight = true
        lists[viewId] = list
        load(page: list.page + 1, viewId: viewId, generation: list.generation)
    }
    // end-snippet

    private func load(page: Int, viewId: String, generation: Int) {
        networkManager.restCall(
            RestCall(method: .get, url: "/products?page=\(page)&perPage=\(perPage)"), answer: ProductPage.self,
            onSuccess: { [weak self] answer in
                self?.received(answer, page: page, viewId: viewId, generation: generation)
            },
            onFailure: { [weak self] error in
                self?.failed(error, page: page, viewId: viewId, generation: generation)
            })
    }

    private func received(_ answer: ProductPage, page: Int, viewId: String, generation: Int) {
        guard answer.page == page, answer.items.count <= perPage, answer.items.allSatisfy({ $0.price >= 0 }) else {
            return failed(.unreadable, page: page, viewId: viewId, generation: generation)
        }
        if page == 1 { uiManager?.hideOverlayProgress() }
        guard var list = lists[viewId], list.generation == generation else { return }
        list.isPageInFlight = false
        let listed = page == 1 ? [] : list.products
        var ids = Set(listed.map(\.id))
        list.products = listed + answer.items.filter { ids.insert($0.id).inserted }
        list.page = page
        list.hasMore = answer.hasMore
        lists[viewId] = list
        show(.products(list.products), on: viewId)
    }

    private func failed(_ error: AppError, page: Int, viewId: String, generation: Int) {
        if page == 1 { uiManager?.hideOverlayProgress() }
        guard var list = lists[viewId], list.generation == generation else { return }
        list.isPageInFlight = false
        lists[viewId] = list
        exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
    }

    /// Send `products` to the view; if the view is gone, forget its list.
    /// They are the list as a page left it (`.products`) or as a save or a delete left it (`.productsEdited`).
    private func show(_ products: ViewData, on viewId: String) {
        let model = View(error: nil, data: products)
        if uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: model)) != true {
            lists[viewId] = nil
        }
    }

    // MARK: - One product

    /// Send the product with `productId`, from any loaded list, to the view (a detail screen or an editor).
    func getProduct(viewId: String, productId: Int) {
        guard let product = lists.values.lazy.flatMap(\.products).first(where: { $0.id == productId }) else {
            return exceptionManager.publish(error: ErrorContext(viewId: viewId, error: .unknownProduct(productId)))
        }
        uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: View(error: nil, data: .product(product))))
    }

    /// `featureProduct` saved `product`: every list that shows it shows the new values.
    func productSaved(_ product: Product) {
        for (viewId, var list) in lists {
            guard let index = list.products.firstIndex(where: { $0.id == product.id }) else { continue }
            list.products[index] = product
            lists[viewId] = list
            show(.productsEdited(list.products), on: viewId)
        }
    }

    /// `featureProduct` deleted the product `id`: every list that shows it loses the row.
    func productDeleted(id: Int) {
        for (viewId, var list) in lists where list.products.contains(where: { $0.id == id }) {
            list.products.removeAll { $0.id == id }
            lists[viewId] = list
            show(.productsEdited(list.products), on: viewId)
        }
    }
}
