import Backend
import HeadlessUI
import Testing

@testable import CLE

@Suite("Screens: the CLE app driven by its titles")
struct ScreenTests {
    let server = Server()

    func launch() throws -> Robot {
        try Robot(launching: AppDelegate(server: server))
    }

    // snippet: cle-test-edit-flow
    @Test("The edit flow: Save sends the update, the editor is freed, and the row shows the saved product")
    func editFlow() throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        weak let editor = robot.topViewController
        #expect(robot.title == "Edit Product")

        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")

        #expect(server.log.last?.description == #"PUT /products/2 {"name":"Silent Mouse","price":24.99}"#)
        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Silent Mouse — $24.99")
        #expect(editor == nil)
    }
    // end-snippet

    @Test("Save waits while a save is in flight, so one tap sends one update")
    func saveWaits() throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        server.delivery = .held

        try robot.tap("Save")

        #expect(throws: HeadlessUIError.self) { try robot.tap("Save") }
        server.deliverAll()
        #expect(server.requests(to: .updateProduct).count == 1)
        #expect(robot.title == "Products")
    }

    @Test("Delete asks first: Cancel sends nothing, Delete deletes the product the alert named")
    func deleteConfirmation() throws {
        let robot = try launch()
        try robot.tap("Products")

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        #expect(robot.alert?.actions == ["Delete", "Cancel"])
        try robot.tap("Cancel")
        #expect(server.requests(to: .deleteProduct).isEmpty)

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        #expect(server.log.last?.description == "DELETE /products/3")
        #expect(!robot.rows.contains("USB-C Hub — $39.50"))
    }

    @Test(
        "A screen closed while its request is in flight is freed, and its request is cancelled",
        arguments: ["Pros", "Cons", "Products"])
    func closedScreenCancels(button: String) throws {
        let robot = try launch()
        server.delivery = .held
        try robot.tap(button)
        weak let screen = robot.topViewController

        try robot.goBack()

        #expect(screen == nil)
        #expect(server.heldResponses.map(\.isCancelled) == [true])
    }

    @Test("Every screen of a tour is freed once closed")
    func everyScreenFreed() throws {
        let robot = try launch()
        var screens: [() -> AnyObject?] = []
        func watch() {
            weak let screen = robot.topViewController
            #expect(screen != nil)
            screens.append { screen }
        }
        for title in ["Pros", "Cons"] {
            try robot.tap(title)
            watch()
            try robot.goBack()
        }
        try robot.tap("Reservations")
        watch()
        try robot.tap("Reserve")
        try robot.tap("OK")
        try robot.goBack()
        try robot.tap("Products")
        watch()
        try robot.selectRow("Laptop Stand — $45.00")
        watch()
        try robot.goBack()
        try robot.tapRowAction("Edit", onRow: "Laptop Stand — $45.00")
        watch()
        try robot.type("", into: "Name")
        try robot.tap("Save")
        try robot.tap("OK")
        try robot.tap("Cancel")
        try robot.goBack()

        #expect(screens.count == 6)
        #expect(screens.allSatisfy { $0() == nil })
        #expect(robot.title == "Home")
    }
}
