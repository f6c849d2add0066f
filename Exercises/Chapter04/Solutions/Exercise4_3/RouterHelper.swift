import UBER

/// A small copy of the app's `RouterHelper`: one invocation interface per module command, calling the service the
/// `ModuleManager` holds.
final class RouterHelper {
    private let moduleManager: ModuleManager

    init(moduleManager: ModuleManager) {
        self.moduleManager = moduleManager
    }

    func featureAIGetPros(viewId: String) {
        moduleManager.featureAI.getPros(viewId: viewId)
    }

    func featureAIGetCons(viewId: String) {
        moduleManager.featureAI.getCons(viewId: viewId)
    }
}
