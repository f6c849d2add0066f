import UBER

/// A small copy of the app's `Router`: it reads the URL and maps each module command to the `RouterHelper`.
/// It knows `featureAI`'s `getPros`; `getTopCons` is to come.
final class Router {
    private let routerHelper: RouterHelper
    private let exceptionManager: ExceptionManager

    init(routerHelper: RouterHelper, exceptionManager: ExceptionManager) {
        self.routerHelper = routerHelper
        self.exceptionManager = exceptionManager
    }

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
        switch action {
        case .navigation(let view, _):
            throw .unknownView(view)  // the FlowController opens every screen that exists
        case .command(let module, let command, _, let viewId):
            switch (module, command) {
            case ("featureAI", "getPros"): routerHelper.featureAIGetPros(viewId: viewId)
            // TODO: Exercise 4.3 — route ("featureAI", "getTopCons"), with the URL's parameters.
            default: throw .unknownCommand(module: module, command: command)
            }
        }
    }
}
