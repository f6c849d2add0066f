import HeadlessUI

/// The UI layer's navigator. It reads every URL a view sends: a URL that names a registered screen opens it
/// (pushed, or presented), and anything else goes to the ``UIActionMapper`` for the business layer. It closes
/// screens too, and follows the back button, so its history is the screens open now. It keeps the registry of live
/// views by `viewId`, which ``UIManager`` uses to deliver updates — held weakly, so a closed screen is freed.
final class FlowController {
    /// One entry of the view registry: it does not keep the view alive.
    private struct WeakView {
        weak var view: BaseVC?
    }

    weak var uiManager: UIManager?
    let actionMapper: UIActionMapper
    var viewFactories = ViewFactoryRegistry()
    /// The navigation URL of every screen open now, the first screen first. A screen that leaves — closed with
    /// ``close(_:)``, or popped by the back button — takes its entry with it.
    var history: [String] { openScreens.map(\.url) }
    private var openScreens: [(viewId: String, url: String)] = []
    private var views: [String: WeakView] = [:]
    private weak var window: UIWindow?
    private var nav: UINavigationController?
    private let exceptionManager: ExceptionManager
    private var viewsOpened = 0

    init(window: UIWindow, exceptionManager: ExceptionManager) {
        self.window = window
        self.exceptionManager = exceptionManager
        actionMapper = UIActionMapper()
    }

    // snippet: uber-flow-navigate
    /// Follow `url`: open the screen it names, or hand it to the business layer.
    func navigate(url: String) {
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
            openScreens.append((viewId, url))
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
        let viewId = view.viewId
        switch presentation {
        case .push:
            nav.pushViewController(view, animated: true)
            forget(viewId, when: .removedFromParent, happensTo: view)
        case .present:
            let presented = UINavigationController(rootViewController: view)
            topmost(nav).present(presented, animated: true)
            forget(viewId, when: .dismissed, happensTo: presented)
        }
    }

    // snippet: uber-flow-close
    /// Close `view` the way it was opened: dismissed if it was presented, popped if it was pushed.
    func close(_ view: BaseVC) {
        if let presented = view.navigationController, presented.presentingViewController != nil {
            presented.dismiss(animated: true)
        } else if let nav, nav.topViewController === view {
            nav.popViewController(animated: true)
        }
    }

    /// Take `viewId` out of the history once `controller` has left the screen for good, however it left — by
    /// ``close(_:)`` or by the back button, which the navigation controller handles without asking anyone.
    private func forget(_ viewId: String, when leaving: LifecycleEvent, happensTo controller: UIViewController) {
        controller.observeLifecycle { [weak self] event in
            guard event == leaving else { return }
            self?.openScreens.removeAll { $0.viewId == viewId }
        }
    }
    // end-snippet

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
