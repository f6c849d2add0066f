import Backend
import HeadlessUI
import Testing

@testable import RHA

@Suite("RHA's screens, driven by their titles")
struct ScreenTests {
    let server = Server()

    func launch() throws -> Robot {
        try Robot(launching: AppDelegate(server: server))
    }

    @Test("Pros shows the server's list, in order")
    func pros() throws {
        let robot = try launch()
        try robot.tap("Pros")
        #expect(robot.title == "Pros")
        #expect(robot.rows == ["Error reduction", "Increase work efficiency", "Reduced cost of training", "No breaks"])
        #expect(robot.alert == nil)
    }

    // snippet: rha-test-server-error-alert
    @Test("A server error on Cons raises the alert the write-up promised: Alert, the server's message, OK")
    func consServerError() throws {
        server.fail(.cons, status: 500, message: "Server is down")
        let robot = try launch()
        try robot.tap("Cons")
        #expect(robot.alert == ShownAlert(title: "Alert", message: "Server is down", actions: ["OK"]))
        #expect(robot.rows.isEmpty)
    }
    // end-snippet

    @Test("An empty list raises Alert: No pros found")
    func emptyPros() throws {
        server.emptyPros()
        let robot = try launch()
        try robot.tap("Pros")
        #expect(robot.alert == ShownAlert(title: "Alert", message: "No pros found", actions: ["OK"]))
    }

    @Test("Malformed JSON raises Error: The server's answer could not be read.")
    func malformedPros() throws {
        server.answerWithMalformedJSON(.pros)
        let robot = try launch()
        try robot.tap("Pros")
        #expect(
            robot.alert
                == ShownAlert(title: "Error", message: "The server's answer could not be read.", actions: ["OK"]))
    }

    @Test("Reservations: reserve, cancel, and an invalid id that sends nothing")
    func reservations() throws {
        let robot = try launch()
        try robot.tap("Reservations")
        try robot.type("12a", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reservation id must be 1 to 8 digits", actions: ["OK"]))
        try robot.tap("OK")
        #expect(server.log.isEmpty)
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        try robot.tap("Reserve")
        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reservation #82348 already exists", actions: ["OK"]))
        try robot.tap("OK")
        try robot.tap("Cancel")
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
    }

    @Test(
        "Products: the indicator spins while page 1 is in flight, then 10 rows, then 10 more, then 3, then no request")
    func productsPaging() throws {
        server.delivery = .held
        let robot = try launch()
        try robot.tap("Products")
        #expect(robot.isShowingActivity)
        server.deliverAll()
        #expect(!robot.isShowingActivity)
        #expect(robot.rows.count == 10)
        try robot.scrollToBottom()
        server.deliverAll()
        try robot.scrollToBottom()
        server.deliverAll()
        #expect(robot.rows.count == 23)
        try robot.scrollToBottom()
        #expect(server.heldResponses.isEmpty)
        #expect(
            server.log.map(\.description) == [
                "GET /products?page=1&perPage=10", "GET /products?page=2&perPage=10", "GET /products?page=3&perPage=10",
            ])
    }

    @Test("Pull to refresh reloads from page 1 and ends refreshing when it answers")
    func refresh() throws {
        server.delivery = .held
        let robot = try launch()
        try robot.tap("Products")
        server.deliverAll()
        try robot.pullToRefresh()
        #expect(robot.isRefreshing)
        server.deliverAll()
        #expect(!robot.isRefreshing)
        #expect(server.log.map(\.description).last == "GET /products?page=1&perPage=10")
        #expect(robot.rows.count == 10)
    }

    @Test("An empty catalogue shows No products")
    func emptyCatalogue() throws {
        server.emptyCatalogue()
        let robot = try launch()
        try robot.tap("Products")
        #expect(robot.labels.contains("No products"))
    }

    @Test("Delete removes the product its alert named, even when a refresh moved the rows under the alert")
    func deleteAfterRowsMoved() throws {
        server.delivery = .held
        let robot = try launch()
        try robot.tap("Products")
        server.deliverAll()
        let second = try #require(server.products.dropFirst().first)
        let secondRow = try #require(robot.rows.dropFirst().first)
        server.send(Request(.delete, "/products/1")) { _ in }  // someone else deletes the first product
        try robot.pullToRefresh()
        try robot.tapRowAction("Delete", onRow: secondRow)
        #expect(robot.alert?.title == "Delete product: \(second.name)")
        server.deliverAll()  // the refresh arrives under the alert: the second product is now the first row
        try robot.tap("Delete")
        server.deliverAll()
        #expect(server.log.last?.description == "DELETE /products/\(second.id)")
        #expect(server.products.count == 21)
        #expect(!robot.rows.contains(secondRow))
        #expect(robot.rows.count == 9)
    }

    @Test("Select, edit and delete a product")
    func productActions() throws {
        let robot = try launch()
        try robot.tap("Products")
        let first = try #require(robot.rows.first)
        let name = try #require(server.products.first?.name)
        try robot.selectRow(first)
        #expect(robot.title == name)
        try robot.goBack()
        try robot.tapRowAction("Edit", onRow: first)
        #expect(robot.title == "Edit Product")
        try robot.type("Gadget", into: "Name")
        try robot.type("4.5", into: "Price")
        try robot.tap("Save")
        #expect(robot.title == "Products")
        #expect(robot.rows.first == "Gadget — $4.50")
        try robot.tapRowAction("Delete", onRow: "Gadget — $4.50")
        #expect(
            robot.alert
                == ShownAlert(title: "Delete product: Gadget", message: "Are you sure?", actions: ["Delete", "Cancel"]))
        try robot.tap("Delete")
        #expect(robot.rows.first != "Gadget — $4.50")
        #expect(server.product(id: 1) == nil)
    }
}
