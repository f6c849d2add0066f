import HeadlessUI
import Testing

/// A window on screen whose root is a navigation controller around a plain screen: where the stage functions show
/// their scenes in these tests. Everything in it is real HeadlessUI.
final class OnScreen {
    let window = UIWindow()
    let root = UIViewController()
    let navigation: UINavigationController

    init() {
        navigation = UINavigationController(rootViewController: root)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
    }

    /// The screens presented over the root, bottom first.
    var presented: [UIViewController] {
        var screens: [UIViewController] = []
        var next = navigation.presentedViewController
        while let screen = next {
            screens.append(screen)
            next = screen.presentedViewController
        }
        return screens
    }

    /// Fails the test if HeadlessUI saw the code misuse it (presenting twice, pushing a screen twice, …).
    func expectNoProblems(sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(window.takeProblems() == [], sourceLocation: sourceLocation)
    }
}
