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

    func featureAIGetTopCons(viewId: String, params: [String: String]) throws(RouterError) {
        guard let text = params["count"] else { throw .missingParameter("count") }
        guard let count = Int(text), count >= 1 else { throw .malformedParameters("count=\(text)") }
        moduleManager.featureAI.getTopCons(viewId: viewId, count: count)
    }
}
