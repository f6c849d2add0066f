/// The registry of business modules: it builds every feature service once, with what each needs, and hands
/// them to the ``RouterHelper``. Modules that talk to each other (an edited product updating the list) are
/// introduced here.
final class ModuleManager {
    let featureABC: FeatureABCService
    let featureXYZ: FeatureXYZService
    let featureAI: FeatureAIService
    let featureProduct: FeatureProductService

    init(
        networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager
    ) {
        featureABC = FeatureABCService(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
        featureXYZ = FeatureXYZService(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
        featureAI = FeatureAIService(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
        featureProduct = FeatureProductService(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager,
            productList: featureXYZ)
    }
}
