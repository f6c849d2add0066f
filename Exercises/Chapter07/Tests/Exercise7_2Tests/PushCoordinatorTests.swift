import CLE
import HeadlessUI
import MiniRx
import Testing

@testable import Exercise7_2

/// A navigation controller that notes each time its whole stack is replaced from outside, rather than popped: what
/// the Back button does is a pop, and so is the inverse of a push.
private final class StackNotingNavigationController: UINavigationController {
    private(set) var stacksSet = 0
    private var popping = false

    override func popToViewController(_ controller: UIViewController, animated: Bool) -> [UIViewController]? {
        popping = true
        defer { popping = false }
        return super.popToViewController(controller, animated: animated)
    }

    override func popToRootViewController(animated: Bool) -> [UIViewController]? {
        popping = true
        defer { popping = false }
        return super.popToRootViewController(animated: animated)
    }

    override func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        if !popping { stacksSet += 1 }
        super.setViewControllers(controllers, animated: animated)
    }
}

@Suite("Exercise 7.2 — A stage function's inverse")
struct PushCoordinatorTests {
    let file = "Exercise7_2/PushCoordinator.swift"
    let window = UIWindow()
    let root = UIViewController()
    private let navigation: StackNotingNavigationController
    let results = PublishSubject<String>()

    init() {
        navigation = StackNotingNavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// Pushes a scene whose action the test drives, and returns its subscription.
    func pushScene(onCompleted: @escaping () -> Void = {}) -> any Disposable {
        let push: (String) -> Observable<String> = navigation.pushSceneByHand { [results] _ in
            UIViewController().scene { _ in results.asObservable() }
        }
        return push("go").subscribe(onCompleted: onCompleted)
    }

    @Test("A pushed scene is popped when its action completes, before the completion is passed on")
    func poppedOnCompletion() {
        var stackWhenCompleted: Int?
        _ = pushScene(onCompleted: { stackWhenCompleted = navigation.viewControllers.count })
        #expect(navigation.viewControllers.count == 2)

        results.onCompleted()

        #expect(stackWhenCompleted == 1, "dispose() must pop the pushed controller — in \(file)")
        #expect(window.takeProblems() == [])
    }

    @Test("A pushed scene is popped when its action fails")
    func poppedOnError() {
        _ = pushScene()
        results.onError(CancellationError())
        #expect(navigation.viewControllers.count == 1, "dispose() must pop the pushed controller — in \(file)")
    }

    @Test("A pushed scene is popped, with every screen pushed above it, when its subscription is disposed")
    func poppedOnDisposal() {
        let subscription = pushScene()
        navigation.pushViewController(UIViewController(), animated: true)

        subscription.dispose()

        #expect(
            navigation.viewControllers.count == 1 && navigation.topViewController === root,
            "Pop back to the screen under the scene's controller (popToViewController) — in \(file)")
        #expect(window.takeProblems() == [])
    }

    @Test("A scene pushed over other screens is popped back to the screen under it, not to the root")
    func poppedToTheScreenUnderIt() {
        let under = UIViewController()
        navigation.pushViewController(UIViewController(), animated: true)
        navigation.pushViewController(under, animated: true)
        let subscription = pushScene()
        navigation.pushViewController(UIViewController(), animated: true)

        subscription.dispose()

        #expect(
            navigation.viewControllers.count == 3 && navigation.topViewController === under,
            "The stack should be back to the three screens under the scene's controller, yet it holds \(navigation.viewControllers.count): undo the push, and only the push — in \(file)"
        )
        #expect(window.takeProblems() == [])
    }

    @Test("Undoing a push is a pop, as the Back button's is: the stack under the scene stays, it is not replaced")
    func undoneByAPop() {
        navigation.pushViewController(UIViewController(), animated: true)
        let subscription = pushScene()
        navigation.pushViewController(UIViewController(), animated: true)

        subscription.dispose()

        #expect(navigation.viewControllers.count == 2)
        #expect(
            navigation.stacksSet == 0,
            "dispose() put a new stack in place of the old one (setViewControllers): undo a push with its inverse, a pop back to the screen under the controller (popToViewController) — in \(file)"
        )
    }

    @Test("Undoing is harmless when the screen has already left, and the root is never popped")
    func nothingToUndo() {
        let subscription = pushScene()
        navigation.popViewController(animated: true)
        navigation.pushViewController(UIViewController(), animated: true)

        subscription.dispose()
        PushCoordinator(navigation: navigation, controller: root).dispose()

        #expect(
            navigation.viewControllers.count == 2,
            "A controller no longer in the stack, or at its root, pops nothing — in \(file)")
        #expect(window.takeProblems() == [])
    }
}
