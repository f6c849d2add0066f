/// What the product list's loading infrastructure loads into: the rows (all, one changed, one gone), the end of
/// loading (spinner and pull-to-refresh), and errors.
protocol ProductsDisplay: AnyObject {
    func show(_ products: [Product])
    func showChanged(_ product: Product, at row: Int)
    func showRemoved(at row: Int)
    func finishLoading()
    func showError(_ message: String)
}
