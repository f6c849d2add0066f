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

    // TODO: Exercise 4.3 — the invocation interface of the new command: it reads `count` from the parameters, a
    // whole number of at least 1, or throws the RouterError that says what is wrong with it.
}
