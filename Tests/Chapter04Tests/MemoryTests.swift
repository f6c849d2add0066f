import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("Memory: closed screens are freed, and the managers hold no cycles")
struct MemoryTests {
    @Test(
        "Each screen is freed when closed, even with its request still held",
        arguments: ["Pros", "Cons", "Reservations", "Products"])
    func screensFreed(title: String) throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        server.delivery = .held
        try robot.tap(title)
        if title == "Reservations" {  // it sends nothing until Reserve
            try robot.type("82348", into: "Reservation id")
            try robot.tap("Reserve")
        }
        weak let screen = robot.topViewController
        #expect(screen?.title == title)
        #expect(server.heldResponses.count == 1)
        try robot.goBack()
        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("The product detail and the editor are freed when closed")
    func detailAndEditorFreed() throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap("Products")
        try robot.selectRow("Desk Lamp — $32.00")
        weak let detail = robot.topViewController
        try robot.goBack()
        #expect(detail == nil)
        try robot.tapRowAction("Edit", onRow: "Desk Lamp — $32.00")
        weak let editor = robot.topViewController
        try robot.tap("Cancel")
        #expect(editor == nil)
        #expect(robot.title == "Products")
    }

    // snippet: uber-test-no-cycles
    @Test("Every manager and service is freed with the app: no manager keeps another alive")
    func noManagerCycles() throws {
        weak var uiManager: UIManager?
        weak var flowController: FlowController?
        weak var actionMapper: UIActionMapper?
        weak var businessManager: BusinessManager?
        weak var router: Router?
        weak var moduleManager: ModuleManager?
        weak var featureABC: FeatureABCService?
        weak var featureXYZ: FeatureXYZService?
        weak var featureAI: FeatureAIService?
        weak var featureProduct: FeatureProductService?
        weak var exceptionManager: ExceptionManager?
        weak var networkManager: NetworkManager?
        do {
            let app = AppDelegate(server: Server())
            let robot = try Robot(launching: app)
            try useEveryFeature(robot)
            uiManager = app.uiManager
            flowController = app.uiManager.flowController
            actionMapper = app.uiManager.flowController.actionMapper
            businessManager = app.businessManager
            router = app.businessManager.router
            moduleManager = app.businessManager.moduleManager
            featureABC = app.businessManager.moduleManager.featureABC
            featureXYZ = app.businessManager.moduleManager.featureXYZ
            featureAI = app.businessManager.moduleManager.featureAI
            featureProduct = app.businessManager.moduleManager.featureProduct
            exceptionManager = app.exceptionManager
            networkManager = app.networkManager
        }
        #expect(uiManager == nil && flowController == nil && actionMapper == nil)
        #expect(businessManager == nil && router == nil && moduleManager == nil)
        #expect(featureABC == nil && featureXYZ == nil && featureAI == nil && featureProduct == nil)
        #expect(exceptionManager == nil && networkManager == nil)
    }
    // end-snippet

    /// Pros, Cons, a reservation, and the product list's paging, editing and deleting: every feature service
    /// has run at least once.
    private func useEveryFeature(_ robot: Robot) throws {
        for title in ["Pros", "Cons"] {
            try robot.tap(title)
            try robot.goBack()
        }
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        try robot.goBack()
        try robot.tap("Products")
        try robot.scrollToBottom()
        try robot.tapRowAction("Edit", onRow: "Desk Lamp — $32.00")
        try robot.tap("Save")
        try robot.tapRowAction("Delete", onRow: "Desk Lamp — $32.00")
        try robot.tap("Delete")
        #expect(!robot.rows.contains("Desk Lamp — $32.00"))
    }

    @Test("Two apps built side by side share nothing: each has its own managers")
    func noSharedInstances() throws {
        let first = AppDelegate(server: Server())
        let second = AppDelegate(server: Server())
        #expect(first.uiManager !== second.uiManager)
        #expect(first.businessManager !== second.businessManager)
        #expect(first.exceptionManager !== second.exceptionManager)
    }
}
