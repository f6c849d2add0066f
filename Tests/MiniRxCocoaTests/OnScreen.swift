import HeadlessUI

/// A screen in a window, showing the given views, with a robot to act on them as a person would.
final class OnScreen {
    let window = UIWindow()
    let screen = UIViewController()
    let robot: Robot

    init(_ views: UIView...) {
        for view in views {
            screen.view.addSubview(view)
        }
        window.rootViewController = screen
        window.makeKeyAndVisible()
        robot = Robot(window: window)
    }
}
