import HeadlessUI

/// The UI layer's navigator. It reads every URL a view sends: a URL that names a registered screen opens it
/// (pushed, or presented), and anything else goes to the ``UIActionMapper`` for the business layer. It keeps the
/// history of screens opened and the registry of live views by `viewId`, which ``UIManager`` uses to deliver
/// updates — held weakly, so a closed screen is freed.
final class FlowController {
    /// One entry of the view registry: it does not keep the view alive.
    private struct WeakView {
        weak var view: BaseVC?
    }

    weak var uiManager: UIManager?
    let actionMapper: UIActionMapper
    var viewFactories = ViewFactoryRegistry()
    /// Every navigation URL followed, oldest first.
    private(set) var history: [String] = []
    private var views: [String: WeakView] = [:]
    private weak var window: UIWindow?
    private var nav: UINavigationController?
    private let exceptionManager: ExceptionManager
    private var viewsOpened = 0
    private let trace: CallTrace?

    init(window: UIWindow, exceptionManager: ExceptionManager, trace: CallTrace? = nil) {
        self.window = window
        self.exceptionManager = exceptionManager
        self.trace = trace
        actionMapper = UIActionMapper(trace: trace)
    }

    // snippet: uber-flow-navigate
    /// Follow `url`: open the screen it names, or hand it to the business layer.
    func navigate(url: String) {
        trace?.record("FlowController.navigate(url: \(url))")
        guard case .success(.navigation(let name, let params)) = ActionURL.parse(url),
            let destination = viewFactories.destination(named: name)
        else {
            actionMapper.map(actionUrl: url)
            return
        }
        viewsOpened += 1
        let viewId = "\(name)-\(viewsOpened)"
        do {
            let view = try destination.make(viewId, params)
            view.uiManager = uiManager
            show(view, destination.presentation)
            history.append(url)
        } catch {
            exceptionManager.publish(error: ErrorContext(viewId: nil, error: .badActionURL(url, error)))
        }
    }
    // end-snippet

    private func show(_ view: BaseVC, _ presentation: ViewFactoryRegistry.Presentation) {
        guard let nav else {
            let nav = UINavigationController(rootViewController: view)
            self.nav = nav
            window?.rootViewController = nav
            return
        }
        switch presentation {
        case .push:
            nav.pushViewController(view, animated: true)
        case .present:
            topmost(nav).present(UINavigationController(rootViewController: view), animated: true)
        }
    }

    private func topmost(_ controller: UIViewController) -> UIViewController {
        var top = controller
        while let presented = top.presentedViewController, presented !== top {
            top = presented
        }
        return top
    }

    // MARK: - The registry of views

    // snippet: uber-flow-registry
    /// Keep `view` findable by its `viewId`, without keeping it alive.
    func register(view: BaseVC) {
        views = views.filter { $0.value.view != nil }
        views[view.viewId] = WeakView(view: view)
    }

    /// The live view registered under `viewId`, or `nil` — never a stand-in.
    func getViewById(viewId: String) -> BaseVC? {
        trace?.record("FlowController.getViewById(viewId: \(viewId))")
        return views[viewId]?.view
    }
    // end-snippet

    /// The screen a person sees now, if it is one of ours.
    var visibleView: BaseVC? {
        guard let nav else { return nil }
        var top: UIViewController = topmost(nav)
        while let navigation = top as? UINavigationController, let inner = navigation.topViewController {
            top = inner
        }
        return top as? BaseVC
    }
}
