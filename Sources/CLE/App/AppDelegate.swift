import Backend
import HeadlessUI
import MiniRx

// snippet: cle-app-delegate
/// The CLE app's entry point: a window whose root is a navigation controller around Home, connected to `server`.
/// Everything after that is scenes: each screen is shown by the one before it and removed when its action ends.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let server: Server

    public init(server: Server) {
        self.server = server
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        let home = HomeViewController().configure { [server] in $0.connect(server: server) }
        window.rootViewController = UINavigationController(rootViewController: home)
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
// end-snippet
