import Backend
import UBER

/// The `featureXYZ` module as the write-up left it: a `getData` with nothing inside, and a note inviting you to fill it
/// in "following the same approach" as the reservations module.
///
/// The app's own version (`Sources/UBER/BusinessLayer/FeatureXYZ/FeatureXYZService.swift`) also pages; here the first
/// page is enough.
final class FeatureXYZService {
    let perPage = 10
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
    }

    /// Load the first page of products and send them to the view `viewId`.
    func getData(viewId: String) {
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .get, url: "/products?page=1&perPage=\(perPage)"), answer: ProductPage.self,
            onSuccess: { [weak self] page in
                self?.uiManager?.hideOverlayProgress()
                let model = View(error: nil, data: .products(page.items))
                self?.uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: model))
            },
            onFailure: { [weak self] error in
                self?.exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
            })
    }
}
