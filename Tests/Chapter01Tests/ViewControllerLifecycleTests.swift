import HeadlessUI
import Testing

@Suite("HeadlessUI: view controllers, navigation and presentation")
struct ViewControllerLifecycleTests {
    @Test("viewDidLoad runs once, the first time the view is needed")
    func viewDidLoadRunsOnce() {
        let journal = Journal()
        let screen = JournalingViewController("A", journal: journal)
        #expect(!screen.isViewLoaded)

        _ = screen.view
        _ = screen.view

        #expect(journal.take() == ["A viewDidLoad"])
    }

    @Test("A window's root appears when the window becomes key and visible")
    func rootAppears() {
        let journal = Journal()
        let window = UIWindow()
        window.rootViewController = JournalingViewController("Root", journal: journal)
        #expect(journal.take().isEmpty)

        window.makeKeyAndVisible()

        #expect(journal.take() == ["Root viewDidLoad", "Root viewWillAppear", "Root viewDidAppear"])
    }

    @Test("Push and pop run the lifecycle in UIKit's order")
    func pushAndPop() {
        let journal = Journal()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: JournalingViewController("A", journal: journal))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = journal.take()

        navigation.pushViewController(JournalingViewController("B", journal: journal), animated: true)
        #expect(
            journal.take() == [
                "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
            ])

        navigation.popViewController(animated: true)
        #expect(journal.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])
    }

    @Test("Replacing the stack swaps the top screens in the order of a push, and leaves an unchanged top alone")
    func setViewControllers() {
        let journal = Journal()
        let window = UIWindow()
        let first = JournalingViewController("A", journal: journal)
        let navigation = UINavigationController(rootViewController: first)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        _ = journal.take()

        navigation.setViewControllers([JournalingViewController("B", journal: journal)], animated: false)
        #expect(
            journal.take() == [
                "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "A viewDidDisappear", "B viewDidAppear",
            ])

        navigation.setViewControllers([first] + navigation.viewControllers, animated: false)
        #expect(journal.take().isEmpty)
    }

    @Test("A full-screen presentation hides the screen below in UIKit's order; a sheet leaves it on screen")
    func presentationLifecycle() {
        let journal = Journal()
        let window = UIWindow()
        let root = JournalingViewController("A", journal: journal)
        window.rootViewController = root
        window.makeKeyAndVisible()
        _ = journal.take()
        let fullScreen = JournalingViewController("B", journal: journal)
        fullScreen.modalPresentationStyle = .fullScreen

        root.present(fullScreen, animated: true)
        #expect(
            journal.take() == [
                "B viewDidLoad", "A viewWillDisappear", "B viewWillAppear", "B viewDidAppear", "A viewDidDisappear",
            ])

        fullScreen.dismiss(animated: true)
        #expect(journal.take() == ["B viewWillDisappear", "A viewWillAppear", "B viewDidDisappear", "A viewDidAppear"])

        root.present(JournalingViewController("Sheet", journal: journal), animated: true)
        #expect(journal.take() == ["Sheet viewDidLoad", "Sheet viewWillAppear", "Sheet viewDidAppear"])
    }

    @Test("Popping to the root tells only the top screen and the root; the screens between never appear")
    func popToRoot() {
        let journal = Journal()
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: JournalingViewController("A", journal: journal))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(JournalingViewController("B", journal: journal), animated: true)
        navigation.pushViewController(JournalingViewController("C", journal: journal), animated: true)
        _ = journal.take()

        let popped = navigation.popToRootViewController(animated: true)

        #expect(popped?.map(\.title) == ["B", "C"])
        #expect(journal.take() == ["C viewWillDisappear", "A viewWillAppear", "C viewDidDisappear", "A viewDidAppear"])
    }

    @Test("A popped screen is freed once nothing else holds it")
    func poppedScreenIsFreed() {
        let window = UIWindow()
        let navigation = UINavigationController(rootViewController: UIViewController())
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        navigation.pushViewController(JournalingViewController("B", journal: Journal()), animated: true)
        weak let pushed = navigation.topViewController

        navigation.popViewController(animated: true)

        #expect(pushed == nil)
    }

    @Test("The root screen is never popped")
    func rootIsNeverPopped() {
        let navigation = UINavigationController(rootViewController: UIViewController())

        #expect(navigation.popViewController(animated: true) == nil)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test("A presented screen knows its presenter, and dismissing from either side removes it")
    func presentAndDismiss() {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = UIViewController()
        let second = UIViewController()

        root.present(first, animated: true)
        #expect(root.presentedViewController === first)
        #expect(first.presentingViewController === root)
        first.dismiss(animated: true)
        #expect(root.presentedViewController == nil)

        root.present(second, animated: true)
        root.dismiss(animated: true)
        #expect(root.presentedViewController == nil)
        #expect(second.presentingViewController == nil)
    }

    @Test("A screen inside a navigation controller presents from the navigation controller, as in UIKit")
    func presentationContext() {
        let window = UIWindow()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: top)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let sheet = UIViewController()

        top.present(sheet, animated: true)

        #expect(navigation.presentedViewController === sheet)
        #expect(top.presentedViewController === sheet)
    }

    @Test("Presenting over a screen that already presents one is recorded as a problem")
    func presentingTwiceIsAProblem() {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        let first = UIViewController()
        first.title = "First"
        root.present(first, animated: true)

        root.present(UIViewController(), animated: true)

        #expect(root.presentedViewController === first)
        #expect(
            window.takeProblems() == [
                #"UIViewController tried to present UIViewController while already presenting UIViewController "First""#
            ])
    }

    @Test("Pushing a screen that is already on the stack is recorded as a problem and ignored")
    func pushingTwiceIsAProblem() {
        let window = UIWindow()
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        navigation.pushViewController(root, animated: true)

        #expect(navigation.viewControllers.count == 1)
        #expect(window.takeProblems().count == 1)
    }

    @Test("Showing a screen from one that has no navigation controller fails the robot's next step")
    func showWithoutNavigation() throws {
        let window = UIWindow()
        let root = UIViewController()
        root.title = "Home"
        root.loadViewIfNeeded()
        root.view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Pros") { [weak root] _ in
                    let pros = UIViewController()
                    pros.title = "Pros"
                    root?.show(pros, sender: nil)
                }))
        window.rootViewController = root
        window.makeKeyAndVisible()
        let robot = Robot(window: window)

        let error = #expect(throws: HeadlessUIError.self) { try robot.tap("Pros") }

        #expect(
            error?.problem
                == #"The app misused the UI toolkit: UIViewController "Home" tried to push UIViewController "Pros" "#
                + "but is not in a navigation controller")
        #expect(error?.screen.hasPrefix("┌─ Home") == true)
    }

    @Test("Choosing an alert action dismisses the alert before running its handler")
    func alertActionOrder() throws {
        let window = UIWindow()
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var presentedWhenHandled: UIViewController?
        var handled = false
        let alert = UIAlertController(title: "Delete product: Lamp", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { _ in
                handled = true
                presentedWhenHandled = root.presentedViewController
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        root.present(alert, animated: true)
        let robot = Robot(window: window)

        try robot.tap("Delete")

        #expect(handled)
        #expect(presentedWhenHandled == nil)
        #expect(robot.alert == nil)
    }
}
