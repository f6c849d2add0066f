/// The ``Router``'s helper: one invocation interface per module command. It reads the command's parameters into
/// typed arguments (or throws the ``RouterError`` saying which is missing) and calls the service the
/// ``ModuleManager`` holds.
final class RouterHelper {
    private let moduleManager: ModuleManager
    private let trace: CallTrace?

    init(moduleManager: ModuleManager, trace: CallTrace? = nil) {
        self.moduleManager = moduleManager
        self.trace = trace
    }

    // snippet: uber-router-helper-abc
    func featureABCReserve(viewId: String, params: [String: String]) throws(RouterError) {
        trace?.record("RouterHelper.featureABCReserve(viewId:params:)")
        moduleManager.featureABC.reserve(viewId: viewId, reservationId: try params.required("reservationId"))
    }

    func featureABCCancel(viewId: String, params: [String: String]) throws(RouterError) {
        trace?.record("RouterHelper.featureABCCancel(viewId:params:)")
        moduleManager.featureABC.cancel(viewId: viewId, reservationId: try params.required("reservationId"))
    }
    // end-snippet

    func featureXYZGetData(viewId: String) {
        trace?.record("RouterHelper.featureXYZGetData(viewId:)")
        moduleManager.featureXYZ.getData(viewId: viewId)
    }

    func featureXYZGetMore(viewId: String) {
        trace?.record("RouterHelper.featureXYZGetMore(viewId:)")
        moduleManager.featureXYZ.getMore(viewId: viewId)
    }

    func featureXYZGetProduct(viewId: String, params: [String: String]) throws(RouterError) {
        trace?.record("RouterHelper.featureXYZGetProduct(viewId:params:)")
        moduleManager.featureXYZ.getProduct(viewId: viewId, productId: try params.requiredInt("productId"))
    }

    // snippet: uber-router-helper-ai
    func featureAIGetPros(viewId: String) {
        trace?.record("RouterHelper.featureAIGetPros(viewId:)")
        moduleManager.featureAI.getPros(viewId: viewId)
    }
    // end-snippet

    func featureAIGetCons(viewId: String) {
        trace?.record("RouterHelper.featureAIGetCons(viewId:)")
        moduleManager.featureAI.getCons(viewId: viewId)
    }

    func featureProductUpdate(viewId: String, params: [String: String]) throws(RouterError) {
        trace?.record("RouterHelper.featureProductUpdate(viewId:params:)")
        moduleManager.featureProduct.update(
            viewId: viewId, productId: try params.requiredInt("productId"),
            name: try params.required("name"), price: try params.required("price"))
    }

    func featureProductDelete(viewId: String, params: [String: String]) throws(RouterError) {
        trace?.record("RouterHelper.featureProductDelete(viewId:params:)")
        moduleManager.featureProduct.delete(viewId: viewId, productId: try params.requiredInt("productId"))
    }
}
