import Backend
import HeadlessUI
import MiniRx

// snippet: clean-app-delegate
/// The Clean Architecture + MVVM app's entry point: it owns the window and the assembler, and hands the window to the
/// App scene, whose view model shows the first screen.
public final class AppDelegate: UIApplicationDelegate {
    public var window: UIWindow?
    private let assembler: Assembler
    private let disposeBag = DisposeBag()

    public init(server: Server) {
        assembler = DefaultAssembler(server: server)
    }

    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        self.window = window
        let viewModel: AppViewModel = assembler.resolve(window: window)
        _ = viewModel.transform(AppViewModel.Input(loadTrigger: Driver.just(())), disposeBag: disposeBag)
        window.makeKeyAndVisible()
        return true
    }
}
// end-snippet
