/// What Edit Product's loading infrastructure tells the editor: the product is saved (close), or why not.
protocol EditProductDisplay: AnyObject {
    func close()
    func showFailure(_ error: AppError)
}
