// snippet: triggerobserver-products-logic
/// The presentation logic of the product list: it depends only on triggers. It turns what a person does — open
/// the screen, pull, scroll, confirm a deletion — into trigger calls, with pagination steps 1 and 2 deciding
/// when a scroll means "fetch more".
final class ProductsPresentationLogic {
    private let fetchTrigger: FetchProductsTrigger
    private let deleteTrigger: DeleteProductTrigger
    private let threshold: PaginationThreshold

    init(
        fetchTrigger: FetchProductsTrigger, deleteTrigger: DeleteProductTrigger,
        threshold: PaginationThreshold = PaginationThreshold()
    ) {
        self.fetchTrigger = fetchTrigger
        self.deleteTrigger = deleteTrigger
        self.threshold = threshold
    }

    func viewDidLoad() {
        fetchTrigger.fetchProducts()
    }

    func didPullToRefresh() {
        fetchTrigger.reloadProducts()
    }

    func didScroll(to offset: ContentOffset) {
        if threshold.needsToPaginate(at: offset) {
            fetchTrigger.fetchProducts()
        }
    }

    func didConfirmDelete(productId: Int) {
        deleteTrigger.deleteProduct(id: productId)
    }
}
// end-snippet
