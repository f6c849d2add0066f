import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Change 03's acceptance: a failed load offers `Retry` in its alert, which sends the request again.
@Suite("Change 03 — Retry a failed load", .reportsLateUIMisuse)
struct Change03RetryAcceptance {
    /// The loads: what a screen fetches to show, as opposed to what a person asks the server to change.
    nonisolated static let loads: [Exchange] = [.pros, .cons, .firstPage, .loadMore, .reload]

    @Test(
        "A failed load's alert offers OK and Retry; Retry sends the request again and shows its answer",
        arguments: Architecture.allCases, loads)
    func retrySucceeds(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.fail(exchange.route, status: 503, message: "Try again in a moment")
        let sentBefore = server.requests(to: exchange.route).count

        try exchange.act(robot)
        #expect(
            robot.alert
                == ShownAlert(title: exchange.errorTitle, message: "Try again in a moment", actions: ["OK", "Retry"]))
        try robot.tap("Retry")

        let sent = server.requests(to: exchange.route)
        #expect(sent.count == sentBefore + 2)
        #expect(sent.last == sent.dropLast().last, "the same request, sent again")
        exchange.expectSucceeded(robot)
    }

    @Test("OK closes the alert and sends nothing", arguments: Architecture.allCases, loads)
    func okSendsNothing(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.fail(exchange.route, status: 500, message: "Down")

        try exchange.act(robot)
        let sent = server.log.count
        try robot.tap("OK")

        #expect(server.log.count == sent)
        try exchange.expectNothingChanged(robot)
    }

    @Test("An unreadable answer offers Retry too", arguments: Architecture.allCases, loads)
    func unreadableOffersRetry(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.answerWithMalformedJSON(exchange.route)

        try exchange.act(robot)
        #expect(robot.alert == ShownAlert(title: "Error", message: Words.unreadable, actions: ["OK", "Retry"]))
        try robot.tap("Retry")

        exchange.expectSucceeded(robot)
    }

    @Test("A retry that fails again offers Retry again", arguments: Architecture.allCases)
    func retryFailsAgain(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        server.fail(.products, status: 500, message: "Down")
        server.fail(.products, status: 500, message: "Still down")
        try robot.tap("Products")

        try robot.tap("Retry")

        #expect(robot.alert == ShownAlert(title: "Error", message: "Still down", actions: ["OK", "Retry"]))
        try robot.tap("Retry")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
    }

    @Test(
        "What a person asks the server to change (reserve, cancel, save, delete) offers no Retry",
        arguments: Architecture.allCases, [Exchange.reserve, .cancel, .save, .delete])
    func noRetryForChanges(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.fail(exchange.route, status: 500, message: "Down")

        try exchange.act(robot)

        #expect(robot.alert?.actions == ["OK"])
    }
}
