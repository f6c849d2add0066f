import Backend
import HeadlessUI
import MiniTCA

/// The unidirectional app's entry point and composition root: one store holds the whole app's state, its reducer is
/// the root feature's, and its dependencies get their live values here, from the server the app was launched on.
/// Home's view is the window's first screen; every other screen is pushed or presented because the state says so.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let server: Server

    public init(server: Server) {
        self.server = server
    }

    // snippet: unidirectional-app-delegate
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let call = ServerCall(server: server)
        let store = Store(initialState: HomeFeature.State()) {
            HomeFeature()
        } withDependencies: {
            $0.prosConsClient = .live(call)
            $0.reservationsClient = .live(call)
            $0.productsClient = .live(call)
        }
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: HomeViewController(store: store))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
    // end-snippet
}
