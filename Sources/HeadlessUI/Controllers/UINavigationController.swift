/// A stack of screens: push to go forward, pop (the back button) to return. Only the top one is on screen.
open class UINavigationController: UIViewController {
    public private(set) var viewControllers: [UIViewController] = []

    public init(rootViewController: UIViewController) {
        super.init()
        adopt(rootViewController)
        viewControllers = [rootViewController]
    }

    public override init() {
        super.init()
    }

    public var topViewController: UIViewController? { viewControllers.last }

    /// The screen a person sees: whatever is presented over the top one, or the top one.
    public var visibleViewController: UIViewController? {
        presentedViewController ?? topViewController
    }

    override var appearanceTarget: UIViewController {
        topViewController ?? self
    }

    /// Push `controller` on top; it appears, the old top disappears.
    open func pushViewController(_ controller: UIViewController, animated: Bool) {
        if controller is UINavigationController {
            hostWindow?.recordProblem(
                "Pushing a navigation controller (\(controller.describedForProblems)) is not supported")
            return
        }
        if controller.parent != nil || controller.presentingViewController != nil {
            hostWindow?.recordProblem(
                "\(controller.describedForProblems) is already on screen; pushing the same screen twice is not supported"
            )
            return
        }
        let previous = topViewController
        let onScreen = isOnScreen
        if onScreen { previous?.beginAppearance(false) }
        adopt(controller)
        viewControllers.append(controller)
        if onScreen {
            controller.beginAppearance(true)
            previous?.endAppearance(false)
            controller.endAppearance(true)
        }
    }

    /// Pop the top screen and return it; the root is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.last else { return nil }
        let revealed = viewControllers[viewControllers.count - 2]
        let onScreen = isOnScreen
        if onScreen {
            popped.beginAppearance(false)
            revealed.beginAppearance(true)
        }
        viewControllers.removeLast()
        if onScreen {
            popped.endAppearance(false)
            revealed.endAppearance(true)
        }
        popped.parent = nil
        return popped
    }

    /// Pop every screen above the root and return them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        var popped: [UIViewController] = []
        while let controller = popViewController(animated: animated) {
            popped.insert(controller, at: 0)
        }
        return popped
    }

    /// Replace the whole stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let onScreen = isOnScreen
        if onScreen { topViewController?.transitionAppearance(false) }
        for controller in viewControllers { controller.parent = nil }
        viewControllers = []
        for controller in controllers { adopt(controller) }
        viewControllers = controllers
        if onScreen { topViewController?.transitionAppearance(true) }
    }

    private func adopt(_ controller: UIViewController) {
        controller.parent = self
    }
}
