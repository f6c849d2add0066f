/// The one window an app shows its screens in. Its root screen is on show once the window is key and visible;
/// views added to the window itself (an overlay spinner, say) sit above every screen.
///
/// The window also keeps the problems HeadlessUI noticed (presenting twice, pushing a screen that is already shown…)
/// so that a ``Robot`` can fail the test that caused them with a clear message.
open class UIWindow: UIView {
    public private(set) var isKeyWindow = false
    public private(set) var problems: [String] = []

    public override init() {
        super.init()
    }

    open var rootViewController: UIViewController? {
        willSet {
            guard newValue !== rootViewController else { return }
            if isKeyWindow { rootViewController?.transitionAppearance(false) }
            rootViewController?.rootOfWindow = nil
        }
        didSet {
            guard oldValue !== rootViewController else { return }
            rootViewController?.rootOfWindow = self
            if isKeyWindow { rootViewController?.transitionAppearance(true) }
        }
    }

    /// Put the window on screen; its root screen appears.
    open func makeKeyAndVisible() {
        guard !isKeyWindow else { return }
        isKeyWindow = true
        rootViewController?.transitionAppearance(true)
    }

    func recordProblem(_ problem: String) {
        problems.append(problem)
    }

    /// Hand over the problems recorded so far and forget them.
    public func takeProblems() -> [String] {
        defer { problems = [] }
        return problems
    }
}
