/// A screen: it owns a tree of views and goes through UIKit's lifecycle —
/// `viewDidLoad` once, then appear/disappear each time it comes on or leaves the screen.
///
/// It can be pushed on a ``UINavigationController``, be a window's root, or be presented modally over another.
@MainActor
open class UIViewController {
    /// How a presented screen covers the one below; only `.fullScreen` makes the one below disappear, as on iOS.
    public enum ModalPresentationStyle: Sendable {
        case automatic
        case fullScreen
    }

    open var title: String?
    public let navigationItem = UINavigationItem()
    open var modalPresentationStyle = ModalPresentationStyle.automatic

    private var loadedView: UIView?
    /// `true` between `viewWillAppear` and `viewWillDisappear`.
    public private(set) var isOnScreen = false

    /// The container this screen is in (a navigation controller), if any.
    public internal(set) weak var parent: UIViewController? {
        didSet {
            if oldValue != nil && parent == nil { lifecycleObservers.send(.removedFromParent) }
        }
    }
    /// The window this screen is the root of, if it is one.
    weak var rootOfWindow: UIWindow?
    private var presentedStorage: UIViewController?
    private weak var presentingStorage: UIViewController?
    /// Who watches this screen's life (see ``observeLifecycle(_:)``).
    let lifecycleObservers = LifecycleObservers()

    public init() {}

    isolated deinit {
        lifecycleObservers.sendFinal(.deallocated)
    }

    // MARK: - The view

    /// The screen's root view, created by ``loadView()`` and followed by ``viewDidLoad()`` the first time it is asked for.
    public var view: UIView {
        get {
            if let loadedView { return loadedView }
            loadView()
            let view = loadedView ?? UIView()
            install(view)
            viewDidLoad()
            lifecycleObservers.send(.viewDidLoad)
            return view
        }
        set {
            install(newValue)
        }
    }

    public var isViewLoaded: Bool { loadedView != nil }

    public func loadViewIfNeeded() {
        _ = view
    }

    private func install(_ view: UIView) {
        loadedView = view
        view.owningViewController = self
    }

    /// Creates the root view. Override to build your own; the default is an empty ``UIView``.
    open func loadView() {
        view = UIView()
    }

    // MARK: - Lifecycle

    open func viewDidLoad() {}
    open func viewWillAppear(_ animated: Bool) {}
    open func viewDidAppear(_ animated: Bool) {}
    open func viewWillDisappear(_ animated: Bool) {}
    open func viewDidDisappear(_ animated: Bool) {}

    /// The screen that is really on show when this one is: itself, or for a container, its visible child.
    var appearanceTarget: UIViewController { self }

    func beginAppearance(_ appearing: Bool) {
        let target = appearanceTarget
        if target !== self {
            target.beginAppearance(appearing)
            isOnScreen = appearing
            return
        }
        guard isOnScreen != appearing else { return }
        loadViewIfNeeded()
        isOnScreen = appearing
        if appearing { viewWillAppear(false) } else { viewWillDisappear(false) }
        lifecycleObservers.send(appearing ? .viewWillAppear : .viewWillDisappear)
    }

    func endAppearance(_ appearing: Bool) {
        let target = appearanceTarget
        if target !== self {
            target.endAppearance(appearing)
            return
        }
        if appearing {
            view.layoutIfNeeded()
            viewDidAppear(false)
        } else {
            viewDidDisappear(false)
        }
        lifecycleObservers.send(appearing ? .viewDidAppear : .viewDidDisappear)
    }

    func transitionAppearance(_ appearing: Bool) {
        beginAppearance(appearing)
        endAppearance(appearing)
    }

    // MARK: - Containment

    /// The navigation controller this screen is in, if any.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The window that shows this screen (through its parents or its presenter), if any.
    var hostWindow: UIWindow? {
        rootOfWindow ?? parent?.hostWindow ?? presentingStorage?.hostWindow
    }

    /// The outermost container: presentation happens there, as in UIKit.
    var presentationContext: UIViewController {
        var controller = self
        while let parent = controller.parent {
            controller = parent
        }
        return controller
    }

    /// Show `controller` the way the context calls for: pushed on this screen's navigation controller.
    ///
    /// UIKit falls back to presenting modally when there is no navigation controller; HeadlessUI records that as a
    /// problem instead, because in this workbook's apps it is always a wiring mistake.
    open func show(_ controller: UIViewController, sender: Any?) {
        guard let navigationController else {
            hostWindow?.recordProblem(
                "\(describedForProblems) tried to push \(controller.describedForProblems) "
                    + "but is not in a navigation controller")
            return
        }
        navigationController.pushViewController(controller, animated: true)
    }

    // MARK: - Presentation

    /// The screen presented over this one (or over its container), if any.
    public var presentedViewController: UIViewController? {
        presentationContext.presentedStorage
    }

    /// The screen that presented this one (or its container), if any.
    public var presentingViewController: UIViewController? {
        presentationContext.presentingStorage
    }

    /// Show `controller` modally over this screen.
    ///
    /// As in UIKit, presenting from a screen that is not in a window shows nothing: that is how an answer arriving
    /// after its screen was closed stays invisible. Presenting from a screen that already presents another shows
    /// nothing either, and HeadlessUI records it as a problem, so the test that caused it fails with a clear message.
    open func present(_ controller: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        guard let window = context.hostWindow else { return }
        if let current = context.presentedStorage {
            window.recordProblem(
                "\(context.describedForProblems) tried to present \(controller.describedForProblems) "
                    + "while already presenting \(current.describedForProblems)")
            return
        }
        if controller.parent != nil || controller.presentingStorage != nil || controller.rootOfWindow != nil {
            window.recordProblem(
                "\(controller.describedForProblems) is already on screen and cannot be presented again")
            return
        }
        context.presentedStorage = controller
        controller.presentingStorage = context
        // As in UIKit, the presented screen's view loads before the screen below hears it will disappear.
        controller.loadViewIfNeeded()
        let coversScreen = controller.modalPresentationStyle == .fullScreen
        if coversScreen { context.beginAppearance(false) }
        controller.transitionAppearance(true)
        if coversScreen { context.endAppearance(false) }
        completion?()
    }

    /// Dismiss the screen this one presented or, if it presents nothing, this screen itself.
    open func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        let context = presentationContext
        if let presented = context.presentedStorage {
            context.dismissPresented(presented)
        } else if let presenting = context.presentingStorage {
            presenting.dismissPresented(context)
        }
        completion?()
    }

    private func dismissPresented(_ presented: UIViewController) {
        if let above = presented.presentedStorage {
            presented.dismissPresented(above)
        }
        // The same order as a pop: the leaving screen hears first, each `did` follows both `will`s.
        let uncoversScreen = presented.modalPresentationStyle == .fullScreen
        presented.beginAppearance(false)
        if uncoversScreen { beginAppearance(true) }
        presented.endAppearance(false)
        presentedStorage = nil
        presented.presentingStorage = nil
        presented.lifecycleObservers.send(.dismissed)
        if uncoversScreen { endAppearance(true) }
    }

    /// How problems name this screen: its type and title.
    var describedForProblems: String {
        let name = String(describing: type(of: self))
        guard let title, !title.isEmpty else { return name }
        return "\(name) \"\(title)\""
    }
}
