import HeadlessUI

/// The UI layer's control point: the bridge between the views and the rest of the app.
///
/// Views register with it and send their actions through its ``FlowController``; business services update views
/// only through ``reload(viewContext:)``; errors published to the ``ExceptionManager`` reach the screen through it.
/// The write-up made it a `sharedInstance` with static methods; here the composition root builds one and injects it.
final class UIManager: UIManaging {
    let flowController: FlowController
    private let overlay = UIActivityIndicatorView()
    private var requestsInFlight = 0

    init(window: UIWindow, exceptionManager: ExceptionManager) {
        flowController = FlowController(window: window, exceptionManager: exceptionManager)
        window.addSubview(overlay)
        flowController.uiManager = self
        exceptionManager.setObserver { [weak self] error in
            self?.show(error: error)
        }
    }

    // snippet: uber-ui-manager-reload
    @discardableResult
    func reload(viewContext: ViewContext) -> Bool {
        guard let view = flowController.getViewById(viewId: viewContext.id) else { return false }
        view.reload(model: viewContext.model)
        return true
    }
    // end-snippet

    func register(view: BaseVC) {
        flowController.register(view: view)
    }

    // MARK: - Overlay progress

    func displayOverlayProgress() {
        requestsInFlight += 1
        overlay.startAnimating()
    }

    func hideOverlayProgress() {
        requestsInFlight = max(0, requestsInFlight - 1)
        if requestsInFlight == 0 { overlay.stopAnimating() }
    }

    // MARK: - Errors

    // snippet: uber-ui-manager-errors
    /// The ``ExceptionManager``'s observer: show `error` on the view it belongs to. An error for a view that is
    /// gone stays in the log and shows nothing; an error that names no view is shown on the screen on top.
    func show(error: Error) {
        let context = (error as? ErrorContext) ?? (error as? AppError).map { ErrorContext(viewId: nil, error: $0) }
        guard let context else { return }
        if let viewId = context.viewId {
            flowController.getViewById(viewId: viewId)?.show(error: context.error)
        } else {
            flowController.visibleView?.show(error: context.error)
        }
    }
    // end-snippet
}
