/// The running app: it launches its delegate, which builds the window and the first screen.
///
/// UIKit keeps one `UIApplication.shared`; here every test makes its own, so no test can see another's app — nor move
/// another's clock.
public final class UIApplication {
    /// Keys of the launch options; none are used by the workbook's apps but the shape is UIKit's.
    public struct LaunchOptionsKey: Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    public let delegate: any UIApplicationDelegate

    /// The app's time: its main run loop's clock, which only a test moves. An app that needs time (a timer, a delay)
    /// takes it from here when it launches.
    public let clock = VirtualClock()

    public init(delegate: any UIApplicationDelegate) {
        self.delegate = delegate
    }

    /// Launch the app: its delegate's `application(_:didFinishLaunchingWithOptions:)` runs.
    @discardableResult
    public func launch() -> Bool {
        delegate.application(self, didFinishLaunchingWithOptions: nil)
    }

    /// The delegate's window, once launched.
    public var keyWindow: UIWindow? {
        delegate.window
    }
}
