import Foundation

/// The `featureProduct` module: editing and deleting a product. It validates the editor's fields before anything
/// is sent (a name; a price of digits with at most two decimals, more than zero), calls the server, and tells
/// `featureXYZ` (introduced by the ``ModuleManager``) so every list shows the change. A saved product that is not
/// the one edited, or has a negative price, is an unreadable answer.
final class FeatureProductService {
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager
    private let productList: FeatureXYZService

    init(
        networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager,
        productList: FeatureXYZService
    ) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
        self.productList = productList
    }

    /// Save the editor's `name` and `price` (as typed) for product `productId`.
    func update(viewId: String, productId: Int, name: String, price: String) {
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !name.isEmpty else { return fail(viewId, .invalidInput("Name must not be empty")) }
        let priceText = price.trimmingCharacters(in: .whitespacesAndNewlines)
        guard priceText.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let price = Double(priceText), price > 0,
            price.isFinite
        else {
            return fail(viewId, .invalidInput("Price must be a positive number"))
        }
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .put, url: "/products/\(productId)", json: ProductChanges(name: name, price: price)),
            answer: Product.self,
            onSuccess: { [weak self] saved in
                guard let self else { return }
                uiManager?.hideOverlayProgress()
                guard saved.id == productId, saved.price >= 0 else { return fail(viewId, .unreadable) }
                productList.productSaved(saved)
                uiManager?.reload(
                    viewContext: ViewContext(viewId: viewId, model: View(error: nil, data: .saved(saved))))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.fail(viewId, error)
            })
    }

    /// Delete product `productId`; the list it was deleted from loses the row when the server agrees.
    func delete(viewId: String, productId: Int) {
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .delete, url: "/products/\(productId)"),
            onSuccess: { [weak self] _ in
                self?.uiManager?.hideOverlayProgress()
                self?.productList.productDeleted(id: productId)
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.fail(viewId, error)
            })
    }

    private func fail(_ viewId: String, _ error: AppError) {
        exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
    }
}
