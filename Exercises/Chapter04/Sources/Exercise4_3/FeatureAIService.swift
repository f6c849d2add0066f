import UBER

/// The `featureAI` module: the pros of AI — and, once you add it, the first cons.
final class FeatureAIService {
    /// The answer of `GET /ai/pros`.
    struct Advantages: Decodable {
        var advantages: [String]
    }

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
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .get, url: "/ai/pros"), answer: Advantages.self,
            onSuccess: { [weak self] answer in
                self?.uiManager?.hideOverlayProgress()
                let notice = answer.advantages.isEmpty ? "No pros found" : nil
                let model = View(error: notice, data: .items(answer.advantages))
                self?.uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: model))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
            })
    }

    // TODO: Exercise 4.3 — `getTopCons(viewId:count:)`: GET /ai/cons, answered {"disadvantages":[…]}, sent to the
    // view as .items, the first `count` of them, with "No cons found" for an empty list; failures published.
}
