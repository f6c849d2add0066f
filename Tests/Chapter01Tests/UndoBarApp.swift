import HeadlessUI

/// An app whose one screen is the undo bar's, on its application's clock, taken at launch.
final class UndoBarApp: UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(
            rootViewController: UndoBarViewController(clock: application.clock))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
