/// The `featureAI` module: the pros and cons of AI. Each command fetches its list and sends it to the view;
/// an empty list comes with the notice the view shows (`No pros found`).
final class FeatureAIService {
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
    }

    // snippet: uber-feature-ai
    func getPros(viewId: String) {
        fetch(viewId: viewId, url: "/ai/pros", answer: Advantages.self, emptyNotice: "No pros found") {
            $0.advantages
        }
    }

    func getCons(viewId: String) {
        fetch(viewId: viewId, url: "/ai/cons", answer: Disadvantages.self, emptyNotice: "No cons found") {
            $0.disadvantages
        }
    }

    private func fetch<Answer: Decodable>(
        viewId: String, url: String, answer: Answer.Type, emptyNotice: String, list: @escaping (Answer) -> [String]
    ) {
        uiManager?.displayOverlayProgress()
        networkManager.restCall(
            RestCall(method: .get, url: url), answer: answer,
            onSuccess: { [weak self] answer in
                self?.uiManager?.hideOverlayProgress()
                let items = list(answer)
                let model = View(error: items.isEmpty ? emptyNotice : nil, data: .items(items))
                self?.uiManager?.reload(viewContext: ViewContext(viewId: viewId, model: model))
            },
            onFailure: { [weak self] error in
                self?.uiManager?.hideOverlayProgress()
                self?.exceptionManager.publish(error: ErrorContext(viewId: viewId, error: error))
            })
    }
    // end-snippet
}
