@testable import UBER

/// One business layer over fakes, built fresh for each test.
struct BusinessFixture {
    let network = FakeNetwork()
    let ui = FakeUI()
    let exceptions = ExceptionManager(logSystem: nil)
    let business: BusinessManager

    init() {
        business = BusinessManager(networkManager: network, uiManager: ui, exceptionManager: exceptions)
    }

    var router: Router { business.router }
    var modules: ModuleManager { business.moduleManager }

    /// The errors published so far, as the UI would receive them.
    var published: [ErrorContext] { exceptions.logs.compactMap { $0 as? ErrorContext } }
}
