/// The ``Router``'s helper: one invocation interface per module command. It reads the command's parameters into
/// typed arguments (or throws the ``RouterError`` saying which is missing) and calls the service the
/// ``ModuleManager`` holds.
final class RouterHelper {
    private let moduleManager: ModuleManager

    init(moduleManager: ModuleManager) {
        self.moduleManager = moduleManager
    }

    // snippet: uber-router-helper-abc
    func featureABCReserve(viewId: String, params: [String: String]) throws(RouterError) {
        moduleManager.featureABC.reserve(viewId: viewId, reservationId: try params.required("reservationId"))
    }

    func featureABCCancel(viewId: String, params: [String: String]) throws(RouterError) {
        moduleManager.featureABC.cancel(viewId: viewId, reservationId: try params.required("reservationId"))
    }
    // end-snippet

    func featureXYZGetData(viewId: String) {
        moduleManager.featureXYZ.getData(viewId: viewId)
    }

    func featureXYZGetMore(viewId: String) {
        moduleManager.featureXYZ.getMore(viewId: viewId)
    }

    func featureXYZGetProduct(viewId: String, params: [String: String]) throws(RouterError) {
        moduleManager.featureXYZ.getProduct(viewId: viewId, productId: try params.requiredInt("productId"))
    }

    // snippet: uber-router-helper-ai
    func featureAIGetPros(viewId: String) {
        moduleManager.featureAI.getPros(viewId: viewId)
    }
    // end-snippet

    func featureAIGetCons(viewId: String) {
        moduleManager.featureAI.getCons(viewId: viewId)
    }

    func featureProductUpdate(viewId: String, params: [String: String]) throws(RouterError) {
        moduleManager.featureProduct.update(
            viewId: viewId, productId: try params.requiredInt("productId"),
            name: try params.required("name"), price: try params.required("price"))
    }

    func featureProductDelete(viewId: String, params: [String: String]) throws(RouterError) {
        moduleManager.featureProduct.delete(viewId: viewId, productId: try params.requiredInt("productId"))
    }
}
