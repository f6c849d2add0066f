/// What the product list's loading infrastructure tells the screen it loads for: the products in memory changed
/// (all of them, one row, or one row less), loading ended (spinner and pull-to-refresh), or something failed. The
/// screen reads the rows from the loading infrastructure; it keeps no copy of its own.
protocol ProductsDisplay: AnyObject {
    func showProducts()
    func showChangedRow(_ row: Int)
    func showRemovedRow(_ row: Int)
    func finishLoading()
    func showFailure(_ error: AppError)
}
