/// Maps each action URL to the business service that carries it out. It reads the URL (``ActionURL/parse(_:)``),
/// picks the module and command, and calls the ``RouterHelper``. A URL it cannot follow becomes a ``RouterError``
/// published to the ``ExceptionManager`` — never a crash.
final class Router {
    private let routerHelper: RouterHelper
    private let exceptionManager: ExceptionManager

    init(routerHelper: RouterHelper, exceptionManager: ExceptionManager) {
        self.routerHelper = routerHelper
        self.exceptionManager = exceptionManager
    }

    // snippet: uber-router-action
    /// Route `url` to its service; returns what was routed, or the reason it was not (already published).
    @discardableResult
    func action(url: String) -> Result<ActionURL, RouterError> {
        let parsed = ActionURL.parse(url)
        do throws(RouterError) {
            let action = try parsed.get()
            try dispatch(action)
            return .success(action)
        } catch {
            let viewId = (try? parsed.get())?.viewId
            exceptionManager.publish(error: ErrorContext(viewId: viewId, error: .badActionURL(url, error)))
            return .failure(error)
        }
    }

    private func dispatch(_ action: ActionURL) throws(RouterError) {
        let (module, command, params, viewId): (String, String, [String: String], String)
        switch action {
        case .navigation(let view, _):
            throw .unknownView(view)  // the FlowController has already opened every screen that exists
        case .command(let name, let cmd, let arguments, let id):
            (module, command, params, viewId) = (name, cmd, arguments, id)
        }
        switch (module, command) {
        case ("featureABC", "reserve"): try routerHelper.featureABCReserve(viewId: viewId, params: params)
        case ("featureABC", "cancel"): try routerHelper.featureABCCancel(viewId: viewId, params: params)
        case ("featureXYZ", "getData"): routerHelper.featureXYZGetData(viewId: viewId)
        case ("featureXYZ", "getMore"): routerHelper.featureXYZGetMore(viewId: viewId)
        case ("featureXYZ", "getProduct"): try routerHelper.featureXYZGetProduct(viewId: viewId, params: params)
        case ("featureAI", "getPros"): routerHelper.featureAIGetPros(viewId: viewId)
        case ("featureAI", "getCons"): routerHelper.featureAIGetCons(viewId: viewId)
        case ("featureProduct", "update"): try routerHelper.featureProductUpdate(viewId: viewId, params: params)
        case ("featureProduct", "delete"): try routerHelper.featureProductDelete(viewId: viewId, params: params)
        default: throw .unknownCommand(module: module, command: command)
        }
    }
    // end-snippet
}
