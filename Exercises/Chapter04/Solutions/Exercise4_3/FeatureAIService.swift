import UBER

/// The `featureAI` module: the pros of AI — and, once you add it, the first cons.
final class FeatureAIService {
    /// The answer of `GET /ai/pros`.
    struct Advantages: Decodable {
        var advantages: [String]
    }

    /// The answer of `GET /ai/cons`.
    struct Disadvantages: Decodable {
        var disadvantages: [String]
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

    /// Fetch the cons (`GET /ai/cons`, answered `{"disadvantages":[…]}`) and send the first `count` of them to the
    /// view `viewId`.
    func getTopCons(viewId: String, count: Int) {
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .get, url: "/ai/cons"), answer: Disadvantages.self,
            onSuccess: { [weak self] answer in
                self?.uiManager?.hideOverlayProgress()
                let notice = answer.disadvantages.isEmpty ? "No cons found" : nil
                let model = View(error: notice, data: .items(Array(answer.disadvantages.prefix(count))))
                self?.uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: model))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
            })
    }
}
