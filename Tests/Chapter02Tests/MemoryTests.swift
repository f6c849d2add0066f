import Backend
import HeadlessUI
import Testing

@testable import RHA

@Suite("Every RHA screen is freed when closed, even with its request in flight")
struct MemoryTests {
    let server = Server()

    // snippet: rha-test-freed
    @Test(
        "A screen popped while its request is held is freed, and the late answer changes nothing",
        arguments: ["Pros", "Cons", "Products"])
    func poppedWhileHeld(button: String) throws {
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap(button)
        weak let screen = robot.topViewController
        #expect(screen != nil)
        try robot.goBack()
        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }
    // end-snippet

    @Test("Reservations is freed when popped with a reservation in flight")
    func reservationsFreed() throws {
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        weak let screen = robot.topViewController
        #expect(screen?.title == "Reservations")
        try robot.goBack()
        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
    }

    @Test("Product and Edit Product are freed when closed; a held save is ignored")
    func productScreensFreed() throws {
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Products")
        let first = try #require(robot.rows.first)
        try robot.selectRow(first)
        weak let detail = robot.topViewController
        #expect(detail != nil && detail?.title != "Products")
        try robot.goBack()
        #expect(detail == nil)

        server.delivery = .held
        try robot.tapRowAction("Edit", onRow: first)
        weak let editor = robot.topViewController
        #expect(editor?.title == "Edit Product")
        try robot.type("Gadget", into: "Name")
        try robot.tap("Save")
        try robot.tap("Cancel")
        #expect(editor == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.rows.first == first)
    }
}
