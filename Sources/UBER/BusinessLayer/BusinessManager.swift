/// The business layer's control point. It owns the ``Router`` (actions in), the ``ModuleManager`` (the registry of
/// business services) and the network layer the services share. The write-up made it a `sharedInstance` whose
/// router and services pointed back at it; here it is built by the composition root and nothing points back.
final class BusinessManager {
    let networkManager: any NetworkManaging
    let moduleManager: ModuleManager
    let router: Router

    init(
        networkManager: any NetworkManaging, uiManager: any UIManaging, exceptionManager: ExceptionManager
    ) {
        self.networkManager = networkManager
        moduleManager = ModuleManager(
            networkManager: networkManager, uiManager: uiManager, exceptionManager: exceptionManager)
        router = Router(
            routerHelper: RouterHelper(moduleManager: moduleManager),
            exceptionManager: exceptionManager)
    }
}
