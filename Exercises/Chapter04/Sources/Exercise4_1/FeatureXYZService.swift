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
        // TODO: Exercise 4.1 — ask the network layer for `GET /products?page=1&perPage=10`, showing the overlay
        // progress while it is in flight; send the page's products to the view as a ViewContext; publish any failure
        // to the ExceptionManager as an ErrorContext for this view.
    }
}
