import Backend
import HeadlessUI
import Testing

@testable import Unidirectional

/// The app driven by its titles: the views draw the state and send what the person did; closed screens are freed.
@Suite("Screens: the unidirectional app driven by its titles")
struct ScreenTests {
    let server = Server()

    func launch() throws -> Robot {
        try Robot(launching: AppDelegate(server: server))
    }

    @Test("The edit flow: Save waits while in flight, the editor closes and is freed, the row shows the saved product")
    func editFlow() async throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        weak let editor = robot.topViewController
        server.delivery = .held

        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")
        #expect(throws: HeadlessUIError.self) { try robot.tap("Save") }
        #expect(server.deliverAll() == 1)

        #expect(server.requests(to: .updateProduct).count == 1)
        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Silent Mouse — $24.99")
        #expect(editor == nil)
    }

    @Test("Back from a pushed screen sets the state's destination to nil, and the screen is freed")
    func backClearsDestination() async throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.selectRow("USB-C Hub — $39.50")
        weak let detail = robot.topViewController
        #expect(robot.labels == ["Price: $39.50"])

        try robot.goBack()
        try robot.selectRow("USB-C Hub — $39.50")

        #expect(detail == nil)
        #expect(robot.title == "USB-C Hub")
    }

    @Test("A list closed while its page is held is freed, and the late answer shows nothing")
    func closedWhileLoading() async throws {
        let robot = try launch()
        server.delivery = .held
        try robot.tap("Products")
        weak let list = robot.topViewController

        try robot.goBack()

        #expect(list == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("A reload shows the refresh control until its page arrives; the superseded page stops nothing")
    func refreshControl() async throws {
        let robot = try launch()
        server.delivery = .held
        try robot.tap("Products")
        #expect(robot.isShowingActivity)
        try robot.pullToRefresh()

        #expect(server.deliverNext())
        #expect(robot.isRefreshing && robot.isShowingActivity)
        #expect(server.deliverNext())

        #expect(!robot.isRefreshing && !robot.isShowingActivity)
        #expect(robot.rows.count == 10)
    }

    @Test("Pros lists the server's pros in order; an empty list of cons says so in an alert")
    func prosAndCons() async throws {
        let robot = try launch()
        try robot.tap("Pros")
        #expect(robot.title == "Pros")
        #expect(robot.rows.first == "Error reduction")
        try robot.goBack()

        server.emptyCons()
        try robot.tap("Cons")

        #expect(robot.alert == ShownAlert(title: "Alert", message: "No cons found", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.alert == nil)
        #expect(robot.rows.isEmpty)
    }

    @Test("Reserve shows the confirmation; an invalid id shows the error and sends nothing")
    func reservations() async throws {
        let robot = try launch()
        try robot.tap("Reservations")
        try robot.tap("Reserve")
        #expect(robot.alert?.message == "Reservation id must be 1 to 8 digits")
        try robot.tap("OK")
        #expect(server.log.isEmpty)

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        try robot.tap("Cancel")

        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
        #expect(server.log.count == 2)
    }

    @Test("The delete confirmation: Cancel sends nothing; Delete removes the row when the server answers")
    func deleteConfirmation() async throws {
        let robot = try launch()
        try robot.tap("Products")

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        #expect(
            robot.alert
                == ShownAlert(
                    title: "Delete product: USB-C Hub", message: "Are you sure?", actions: ["Delete", "Cancel"]))
        try robot.tap("Cancel")
        #expect(server.requests(to: .deleteProduct).isEmpty)
        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        #expect(!robot.rows.contains("USB-C Hub — $39.50"))
        #expect(robot.alert == nil)
    }

    @Test("A refused save keeps the editor with what was typed; Cancel then closes it and frees it")
    func refusedSave() async throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        weak let editor = robot.topViewController
        server.fail(.updateProduct, status: 500, message: "Try later")
        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")

        #expect(robot.alert == ShownAlert(title: "Error", message: "Try later", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.text(in: "Name") == "Silent Mouse")
        try robot.tap("Cancel")

        #expect(robot.title == "Products")
        #expect(editor == nil)
        #expect(robot.rows[1] == "Wireless Mouse — $24.99")
    }
}
