import Backend
import HeadlessUI

// snippet: rha-app-delegate
/// The RHA app's entry point and composition root: it builds the services, wraps them in workers, and hands those
/// to the first screen. Nothing else in the app creates a service.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let dependencies: AppDependencies

    public init(server: Server) {
        dependencies = AppDependencies(server: server)
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        let home = HomeViewController(dependencies: dependencies)
        window.rootViewController = UINavigationController(rootViewController: home)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
// end-snippet
