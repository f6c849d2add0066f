// snippet: triggerobserver-products-loading
/// The loading infrastructure of the product list: it depends only on observers. Pages arrive through the
/// ``NewProductsObserver`` and are loaded into memory (``LoadedProducts``, pagination step 4); deletions and
/// edits arrive through their own observers. It never triggers anything, and it is the one copy of the list: its
/// display reads the rows from ``loaded``.
final class ProductsLoadingInfra {
    weak var display: ProductsDisplay?
    private(set) var loaded = LoadedProducts()

    init(productsObserver: NewProductsObserver, deletionObserver: ProductDeletionObserver) {
        productsObserver.bind { [weak self] result in self?.loadPage(result) }
        deletionObserver.bind { [weak self] result in self?.loadDeletion(result) }
    }

    private func loadPage(_ result: Result<ProductPage, AppError>) {
        display?.finishLoading()
        switch result {
        case .success(let page):
            loaded.load(page)
            display?.showProducts()
        case .failure(let error):
            display?.showFailure(error)
        }
    }

    /// Also observe an editor's update: the saved product replaces its row.
    func observeUpdates(from observer: ProductUpdateObserver) {
        observer.bind { [weak self] result in
            guard let self, case .success(let product) = result, let row = loaded.replace(with: product) else {
                return
            }
            display?.showChangedRow(row)
        }
    }

    private func loadDeletion(_ result: Result<Int, AppError>) {
        switch result {
        case .success(let id):
            guard let row = loaded.remove(id: id) else { return }
            display?.showRemovedRow(row)
        case .failure(let error):
            display?.showFailure(error)
        }
    }
}
// end-snippet
