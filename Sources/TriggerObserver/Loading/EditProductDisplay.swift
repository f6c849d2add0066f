/// What Edit Product's loading infrastructure loads into: close the editor, or complain.
protocol EditProductDisplay: AnyObject {
    func close()
    func showError(_ message: String)
}
