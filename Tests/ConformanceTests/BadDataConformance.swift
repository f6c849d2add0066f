import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Bad data from the server shows an `Error` alert with a readable message and changes nothing already on screen.
@Suite("Bad data from the server", .reportsLateUIMisuse)
struct BadDataConformance {
    private static let unreadableAlert = ShownAlert(title: "Error", message: Words.unreadable, actions: ["OK"])

    @Test(
        "Malformed JSON on Pros and Cons shows an error and no rows", arguments: Architecture.allCases,
        [Route.pros, .cons])
    func malformedList(_ architecture: Architecture, route: Route) throws {
        let server = Server()
        server.answerWithMalformedJSON(route)
        let robot = try launch(architecture, on: server)

        try robot.tap(route == .pros ? "Pros" : "Cons")

        #expect(robot.alert == Self.unreadableAlert)
        #expect(robot.rows.isEmpty)
    }

    @Test("Malformed JSON on Reserve shows an error and keeps the last result", arguments: Architecture.allCases)
    func malformedReserve(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        server.answerWithMalformedJSON(.reserve)

        try robot.type("777", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.alert == Self.unreadableAlert)
        try robot.tap("OK")
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        #expect(robot.text(in: "Reservation id") == "777")
    }

    @Test(
        "Malformed JSON on Cancel is still a success: the app does not need Cancel's answer",
        arguments: Architecture.allCases)
    func malformedCancel(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        server.answerWithMalformedJSON(.cancelReservation)

        try robot.tap("Cancel")

        #expect(robot.alert == nil)
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
    }

    @Test("An unexpected status with no message is reported by its number", arguments: Architecture.allCases)
    func unexpectedStatus(_ architecture: Architecture) throws {
        let server = Server()
        server.answer(.reserve, status: 502, body: "<html>Bad Gateway</html>")
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(
            robot.alert
                == ShownAlert(title: "Error", message: "The server answered with status 502.", actions: ["OK"]))
        #expect(robot.labels.isEmpty)
    }

    @Test("Malformed JSON on the first product page shows an error and an empty list", arguments: Architecture.allCases)
    func malformedFirstPage(_ architecture: Architecture) throws {
        let server = Server()
        server.answerWithMalformedJSON(.products)
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(robot.alert == Self.unreadableAlert)
        #expect(robot.rows.isEmpty)
        #expect(!robot.isShowingActivity)
    }

    @Test("Malformed JSON on load-more shows an error and keeps the rows", arguments: Architecture.allCases)
    func malformedLoadMore(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.answerWithMalformedJSON(.products)

        try robot.scrollToBottom()

        #expect(robot.alert == Self.unreadableAlert)
        try robot.tap("OK")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
    }

    @Test("Malformed JSON on reload shows an error and keeps the rows", arguments: Architecture.allCases)
    func malformedReload(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.answerWithMalformedJSON(.products)

        try robot.pullToRefresh()

        #expect(robot.alert == Self.unreadableAlert)
        try robot.tap("OK")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(!robot.isRefreshing)
    }

    @Test("Malformed JSON on Save keeps the editor open and the list unchanged", arguments: Architecture.allCases)
    func malformedSave(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        server.answerWithMalformedJSON(.updateProduct)

        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")

        #expect(robot.alert == Self.unreadableAlert)
        try robot.tap("OK")
        #expect(robot.title == "Edit Product")
        try robot.tap("Cancel")
        #expect(robot.rows[1] == "Wireless Mouse — $24.99")
    }
}
