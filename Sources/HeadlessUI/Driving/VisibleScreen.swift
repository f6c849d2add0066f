/// What a person sees in a window right now: the screen on top, any alert over it, and the views of both.
struct VisibleScreen {
    /// The screen a person sees, under any alert.
    let controller: UIViewController?
    /// The alert over it, if any.
    let alert: UIAlertController?
    /// The views of `controller` a person can see, depth first, then the window's own overlays.
    let views: [UIView]

    init(window: UIWindow) {
        var chain: [UIViewController] = []
        var next = window.rootViewController
        while let controller = next {
            chain.append(controller)
            next = controller.presentedViewController
        }
        alert = chain.last as? UIAlertController
        let screen = chain.last { !($0 is UIAlertController) }.map(VisibleScreen.innermost)
        controller = screen
        if let screen {
            screen.view.layoutIfNeeded()
        }
        let overlays = window.subviews.flatMap(\.visibleViews)
        views = (screen?.view.visibleViews ?? []) + overlays
    }

    /// For a navigation controller, the screen on top of its stack; otherwise the controller itself.
    private static func innermost(_ controller: UIViewController) -> UIViewController {
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return innermost(top)
        }
        return controller
    }

    /// The screen's navigation controller, if it can go back.
    var backTarget: UINavigationController? {
        guard let controller, let navigation = controller.navigationController, navigation.viewControllers.count > 1,
            navigation.topViewController === controller
        else { return nil }
        return navigation
    }

    /// The title of the back button: the previous screen's title, or `Back`.
    var backTitle: String? {
        guard let navigation = backTarget else { return nil }
        let previous = navigation.viewControllers[navigation.viewControllers.count - 2]
        return previous.navigationItem.title ?? previous.title ?? "Back"
    }

    var title: String? {
        controller.flatMap { $0.navigationItem.title ?? $0.title }
    }

    var barButtonItems: [UIBarButtonItem] {
        controller?.navigationItem.rightBarButtonItem.map { [$0] } ?? []
    }

    var buttons: [UIButton] { views.compactMap { $0 as? UIButton } }
    var labels: [UILabel] { views.compactMap { $0 as? UILabel } }
    var textFields: [UITextField] { views.compactMap { $0 as? UITextField } }
    var tables: [UITableView] { views.compactMap { $0 as? UITableView } }
    var activityIndicators: [UIActivityIndicatorView] { views.compactMap { $0 as? UIActivityIndicatorView } }
}
