import UBER

/// The `featureAI` module: the pros of AI.
final class FeatureAIService {
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
    }

    /// Fetch the pros (`GET /ai/pros`, answered `{"advantages":[…]}`) and send them to the view `viewId`.
    func getPros(viewId: String) {
        // TODO: Exercise 4.3 — the business: show the overlay progress, make the request, send
        // View(error: nil or "No pros found", data: .items(pros)) to the view, publish failures.
    }
}
