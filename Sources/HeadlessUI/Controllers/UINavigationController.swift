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
        adopt(controller)
        viewControllers.append(controller)
        if isOnScreen { replaceOnScreen(previous, with: controller) }
    }

    /// Pop the top screen and return it; the root is never popped.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let popped = viewControllers.popLast() else { return nil }
        if isOnScreen { replaceOnScreen(popped, with: topViewController) }
        popped.parent = nil
        return popped
    }

    /// Pop every screen above the root and return them, bottom first. Only the top screen and the root hear of it:
    /// the screens in between never come on screen.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = viewControllers.first, viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        setViewControllers([root], animated: animated)
        return popped
    }

    /// Pop every screen above `controller` and return them, bottom first; `nil` when `controller` is not in the
    /// stack. As with ``popToRootViewController(animated:)``, only the top screen and `controller` hear of it.
    @discardableResult
    open func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === controller }) else { return nil }
        let popped = Array(viewControllers[(index + 1)...])
        setViewControllers(Array(viewControllers[...index]), animated: animated)
        return popped
    }

    /// Replace the whole stack. When the top screen changes, the two swap places as in a push.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        let previous = topViewController
        for controller in viewControllers { controller.parent = nil }
        for controller in controllers { adopt(controller) }
        viewControllers = controllers
        if isOnScreen { replaceOnScreen(previous, with: topViewController) }
    }

    /// UIKit's order when one screen replaces another on show: the arriving screen's view loads (it is already in
    /// the stack, so its `viewDidLoad` can present or push), then both `will`s — leaving first — then both `did`s.
    private func replaceOnScreen(_ leaving: UIViewController?, with arriving: UIViewController?) {
        guard leaving !== arriving else { return }
        arriving?.loadViewIfNeeded()
        leaving?.beginAppearance(false)
        arriving?.beginAppearance(true)
        leaving?.endAppearance(false)
        arriving?.endAppearance(true)
    }

    private func adopt(_ controller: UIViewController) {
        controller.parent = self
    }
}
