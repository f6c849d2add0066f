/// What every app provides: a window, and the code that builds its first screen at launch.
/// Each of the workbook's apps has an `AppDelegate` that takes the ``Backend`` server it talks to.
@MainActor
public protocol UIApplicationDelegate: AnyObject {
    var window: UIWindow? { get set }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
}
