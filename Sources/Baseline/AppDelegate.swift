import Backend
import HeadlessUI

/// The Massive View Controller app's entry point: a window whose root is a navigation controller over Home.
/// Every screen gets the server straight from here; nothing stands between a controller and the network.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let server: Server

    public init(server: Server) {
        self.server = server
    }

    // snippet: baseline-app-delegate
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: HomeViewController(server: server))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    // end-snippet
}
