import UBER

/// A small copy of the app's `ModuleManager`: the registry that builds every business service once.
/// It has no module yet.
final class ModuleManager {
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
        // TODO: Exercise 4.3 — build the featureAI module (a FeatureAIService) here and keep it in a property.
    }
}
