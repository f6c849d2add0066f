import Backend
import HeadlessUI

/// The app's entry point: it builds the composition root on the server it is given, and shows Home.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let composition: AppComposition

    public init(server: Server) {
        composition = AppComposition(server: server)
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: composition.makeHome())
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
