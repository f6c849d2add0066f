import UBER

/// A small copy of the app's `ModuleManager`: the registry that builds every business service once.
/// It has one module, `featureAI`.
final class ModuleManager {
    let featureAI: FeatureAIService
    private let networkManager: any NetworkManaging
    private weak var uiManager: (any UIManaging)?
    private let exceptionManager: ExceptionManager

    // TODO: Exercise 4.3 — does the new command need anything here? Change this file only if it must.
    init(networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager) {
        self.networkManager = networkManager
        self.uiManager = uiManager
        self.exceptionManager = exceptionManager
        featureAI = FeatureAIService(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
    }
}
