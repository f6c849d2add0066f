import Foundation

/// The Edit Product screen's view model: offers the fields pre-filled, validates what a person typed, asks its
/// worker to save it, and hands back the product as the server saved it (its `Response`). The saved product also
/// goes into `savedProduct`, the box the list's view model listens to.
final class EditProductViewModel {
    /// What the controller gets when the save succeeded: the saved product, for the list to show.
    struct Response {
        var _product: Product
    }

    // Model instance
    let product: Product

    // Reactive properties
    /// Alerts titled `Error`: invalid input (nothing is sent), or the save failed.
    let isErrorFree: Box<Content> = Box(Content())
    /// The product as the server saved it, once it has; `nil` until then.
    let savedProduct: Box<Product?> = Box(nil)

    // Worker
    private let worker: ProductsWorker

    init(product: Product, worker: ProductsWorker) {
        self.product = product
        self.worker = worker
    }

    /// The text the fields start with.
    var name: String { product.name }
    var price: String { String(format: "%.2f", product.price) }

    /// The price a person typed, trimmed: digits with at most two decimals (`12`, `12.5`), more than zero — or `nil`.
    private static func price(_ typed: String) -> Double? {
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let price = Double(text) else { return nil }
        return price > 0 && price.isFinite ? price : nil
    }

    /// Validate and save; `completionHandler` runs only with the server's answer.
    func saveProduct(name: String, price: String, completionHandler: @escaping (Response?) -> Void) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else {
            isErrorFree.value = Content(status: false, message: Constant.EMPTY_NAME)
            return
        }
        guard let price = Self.price(price) else {
            isErrorFree.value = Content(status: false, message: Constant.NON_POSITIVE_PRICE)
            return
        }
        let changes = ProductChanges(name: name, price: price)
        worker.productsWorkerProtocol.updateProduct(id: product.id, changes: changes) { [weak self] result in
            guard let self else { return }
            switch result {
            case .success(let saved):
                savedProduct.value = saved
                completionHandler(Response(_product: saved))
            case .failure(let error):
                switch error {
                case .failed(let msg): isErrorFree.value = Content(status: false, message: msg)
                case .unreadable:
                    isErrorFree.value = Content(status: false, message: Constant.UNREADABLE_ANSWER)
                }
                completionHandler(nil)
            }
        }
    }
}
