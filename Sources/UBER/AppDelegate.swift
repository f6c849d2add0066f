import Backend
import HeadlessUI

/// The composition root. Everything the write-up made a `sharedInstance` or `static` — the UI, business, network
/// and exception managers — is built here, once per app, and handed to whoever needs it. Nothing points back up the
/// tree strongly, so the whole app is freed with its delegate.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    let exceptionManager: ExceptionManager
    let networkManager: NetworkManager
    let uiManager: UIManager
    let businessManager: BusinessManager

    // snippet: uber-composition-root
    public init(server: Server) {
        let window = UIWindow()
        exceptionManager = ExceptionManager(logSystem: nil)
        networkManager = NetworkManager(server: server)
        uiManager = UIManager(window: window, exceptionManager: exceptionManager)
        businessManager = BusinessManager(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
        uiManager.flowController.actionMapper.businessLayer = businessManager
        uiManager.flowController.viewFactories = screens()
        self.window = window
    }
    // end-snippet

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        uiManager.flowController.navigate(url: "myapp://Home")
        window?.makeKeyAndVisible()
        return true
    }

    // snippet: uber-screens
    /// Every screen a navigation URL can name, in place of the write-up's `NSClassFromString`.
    func screens() -> ViewFactoryRegistry {
        var screens = ViewFactoryRegistry()
        screens.register("Home") { viewId, _ in HomeVC(viewId: viewId) }
        screens.register("Pros") { viewId, _ in ProsConsVC(viewId: viewId, side: .pros) }
        screens.register("Cons") { viewId, _ in ProsConsVC(viewId: viewId, side: .cons) }
        screens.register("Reservations") { viewId, _ in ReservationsVC(viewId: viewId) }
        screens.register("Products") { viewId, _ in ProductsVC(viewId: viewId) }
        screens.register("Product") { viewId, params throws(RouterError) in
            ProductVC(viewId: viewId, productId: try params.requiredInt("productId"))
        }
        screens.register("EditProduct", presentation: .present) { viewId, params throws(RouterError) in
            EditProductVC(viewId: viewId, productId: try params.requiredInt("productId"))
        }
        return screens
    }
    // end-snippet
}
