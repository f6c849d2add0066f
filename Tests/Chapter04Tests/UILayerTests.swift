import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("The UI layer: UIManager, FlowController and the registry of views")
struct UILayerTests {
    @Test("Navigation URLs open the registered screens, and the FlowController keeps their history")
    func navigationAndHistory() throws {
        let app = AppDelegate(server: Server())
        let robot = try Robot(launching: app)
        try robot.tap("Products")
        try robot.selectRow("Mechanical Keyboard — $89.99")
        #expect(robot.title == "Mechanical Keyboard")
        #expect(robot.labels == ["Price: $89.99"])
        #expect(
            app.uiManager.flowController.history == ["myapp://Home", "myapp://Products", "myapp://Product#productId=1"])
    }

    @Test(
        "Back, the editor's Cancel and a saved edit all leave through the FlowController: its history is what is open")
    func leavingShortensHistory() throws {
        let app = AppDelegate(server: Server())
        let flow = app.uiManager.flowController
        let robot = try Robot(launching: app)
        try robot.tap("Products")
        try robot.selectRow("Mechanical Keyboard — $89.99")
        try robot.goBack()
        #expect(flow.history == ["myapp://Home", "myapp://Products"])

        try robot.tapRowAction("Edit", onRow: "HD Webcam — $59.99")
        #expect(flow.history.last == "myapp://EditProduct#productId=7")
        try robot.tap("Cancel")
        #expect(robot.title == "Products")
        #expect(flow.history == ["myapp://Home", "myapp://Products"])

        try robot.tapRowAction("Edit", onRow: "HD Webcam — $59.99")
        try robot.type("Webcam Pro", into: "Name")
        try robot.tap("Save")
        #expect(robot.title == "Products")
        #expect(flow.history == ["myapp://Home", "myapp://Products"])
        try robot.goBack()
        #expect(flow.history == ["myapp://Home"])
    }

    @Test("EditProduct is presented over the list, not pushed")
    func editorIsPresented() throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "HD Webcam — $59.99")
        #expect(robot.title == "Edit Product")
        #expect(robot.text(in: "Name") == "HD Webcam")
        #expect(robot.text(in: "Price") == "59.99")
        #expect(robot.topViewController?.navigationController?.presentingViewController != nil)
    }

    // snippet: uber-test-registry
    @Test("The registry finds live views by viewId, never invents one, and lets closed ones go")
    func weakRegistry() throws {
        let app = AppDelegate(server: Server())
        let robot = try Robot(launching: app)
        let flow = app.uiManager.flowController
        #expect(flow.getViewById(viewId: "SomeId") == nil)
        try robot.tap("Cons")
        weak let cons = flow.getViewById(viewId: "Cons-2")
        #expect(cons != nil)
        try robot.goBack()
        #expect(cons == nil)
        #expect(flow.getViewById(viewId: "Cons-2") == nil)
        #expect(!app.uiManager.reload(viewContext: ViewContext(viewId: "Cons-2", model: View(error: nil, data: nil))))
    }
    // end-snippet

    @Test("The overlay progress shows on the window while any request is in flight")
    func overlayProgress() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        server.delivery = .held
        try robot.tap("Cons")
        #expect(robot.isShowingActivity)
        server.deliverAll()
        #expect(!robot.isShowingActivity)
        #expect(robot.rows == SeedData.cons)
    }

    @Test("A navigation URL without the parameter its screen needs is published, and nothing opens")
    func missingParameter() throws {
        let app = AppDelegate(server: Server())
        let robot = try Robot(launching: app)
        app.uiManager.flowController.navigate(url: "myapp://Product")
        #expect(robot.title == "Home")
        #expect(
            app.exceptionManager.logs.compactMap { $0 as? ErrorContext }
                == [ErrorContext(viewId: nil, error: .badActionURL("myapp://Product", .missingParameter("productId")))])
        #expect(robot.alert?.title == "Error")
    }

    @Test("Every screen registers a factory in place of NSClassFromString")
    func screens() {
        #expect(
            AppDelegate(server: Server()).uiManager.flowController.viewFactories.names == [
                "Cons", "EditProduct", "Home", "Product", "Products", "Pros", "Reservations",
            ])
    }
}
