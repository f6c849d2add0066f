import Backend
import HeadlessUI
import Testing

@testable import Unidirectional

/// The other screens, driven the same way: each view draws its feature's state and sends its actions.
@Suite("Screens: pros, cons, reservations and the list's alerts")
struct MoreScreenTests {
    let server = Server()

    func launch() throws -> Robot {
        try Robot(launching: AppDelegate(server: server))
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
