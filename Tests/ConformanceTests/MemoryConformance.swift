import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// A screen closed while its request is in flight is freed; the late answer is ignored.
@Suite("Closed screens and late answers", .reportsLateUIMisuse)
struct MemoryConformance {
    // snippet: conformance-closed-screen
    @Test(
        "A screen closed while its request is held is freed, and the late answer changes nothing",
        arguments: Architecture.allCases, ["Pros", "Cons", "Products"])
    func closedWhileLoading(_ architecture: Architecture, screenTitle: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        server.delivery = .held
        try robot.tap(screenTitle)
        #expect(server.heldResponses.count == 1)
        weak let screen = robot.topViewController
        #expect(screen != nil)

        try robot.goBack()

        #expect(screen == nil, "the \(screenTitle) screen is still alive after Back")
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
        #expect(server.log.count == 1)
    }
    // end-snippet

    @Test(
        "Reservations closed while a reservation is held is freed, and the late answer changes nothing",
        arguments: Architecture.allCases)
    func reservationsClosedWhileReserving(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        server.delivery = .held
        try robot.tap("Reservations")
        weak let screen = robot.topViewController
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(screen?.title == "Reservations")
        #expect(server.log.last?.description == #"POST /reservations {"reservationId":"82348"}"#)
        #expect(server.heldResponses.count == 1, "the reservation is still in flight")

        try robot.goBack()

        #expect(screen == nil, "the Reservations screen is still alive after Back")
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("The product detail and the editor are freed when closed", arguments: Architecture.allCases)
    func detailAndEditorFreed(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")

        try robot.selectRow("Laptop Stand — $45.00")
        weak let detail = robot.topViewController
        try robot.goBack()
        #expect(detail == nil, "the product detail is still alive after Back")

        try robot.tapRowAction("Edit", onRow: "Laptop Stand — $45.00")
        weak let editor = robot.topViewController
        try robot.tap("Cancel")
        #expect(editor == nil, "the editor is still alive after Cancel")
        #expect(robot.title == "Products")
    }

    @Test("The product list is freed after a full tour of its features", arguments: Architecture.allCases)
    func productsFreedAfterUse(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")
        weak let list = robot.topViewController
        try robot.scrollToBottom()
        try robot.pullToRefresh()
        try robot.tapRowAction("Edit", onRow: "Laptop Stand — $45.00")
        try robot.type("Laptop Riser", into: "Name")
        try robot.tap("Save")
        try robot.tapRowAction("Delete", onRow: "Laptop Riser — $45.00")
        try robot.tap("Delete")

        try robot.goBack()

        #expect(list == nil, "the product list is still alive after Back")
    }
}
