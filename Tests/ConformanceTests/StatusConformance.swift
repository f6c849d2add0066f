import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// DESIGN §2, "Statuses": any 2xx is a success; anything else is an error, worded by the server's message when it
/// has visible characters and by the status otherwise. Pros and Cons title it `Alert`, every other screen `Error`.
@Suite("Edge rules: statuses", .reportsLateUIMisuse)
struct StatusConformance {
    @Test(
        "Any 2xx status is a success", arguments: Architecture.allCases, everyPair(Exchange.allCases, [202, 204, 299]))
    func any2xxSucceeds(_ architecture: Architecture, answer: (Exchange, Int)) throws {
        let (exchange, status) = answer
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.changeStatus(of: exchange.route, to: status)

        try exchange.act(robot)

        exchange.expectSucceeded(robot)
    }

    @Test(
        "Cancel and Delete do not need the answer's body: any 2xx is a success, whatever it carries",
        arguments: Architecture.allCases,
        everyPair(
            [Exchange.cancel, .delete],
            [(200, "garbage"), (200, #"{"oops": [1, 2"#), (202, "<html>Accepted</html>"), (204, ""), (299, "[]")]))
    func bodyIgnoredWhereNotNeeded(
        _ architecture: Architecture, answer: (Exchange, (Int, String))
    ) throws {
        let (exchange, (status, body)) = answer
        let robot = try run(exchange, in: architecture, answeredWith: status, body)

        exchange.expectSucceeded(robot)
    }

    @Test(
        "Where the screen needs the answer's body, a 2xx without a readable one is unreadable",
        arguments: Architecture.allCases,
        everyPair(Exchange.readingTheBody, [(204, ""), (200, "<html>OK</html>"), (299, "[]")]))
    func bodyNeededWhereRead(
        _ architecture: Architecture, answer: (Exchange, (Int, String))
    ) throws {
        let (exchange, (status, body)) = answer
        let robot = try run(exchange, in: architecture, answeredWith: status, body)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    // snippet: conformance-other-status
    @Test(
        "Any other status is an error that shows the server's message, and nothing on screen changes",
        arguments: Architecture.allCases, everyPair(Exchange.allCases, [199, 300, 418, 503]))
    func otherStatusIsAnError(_ architecture: Architecture, answer: (Exchange, Int)) throws {
        let (exchange, status) = answer
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.fail(exchange.route, status: status, message: "Not now, try again later")

        try exchange.act(robot)

        #expect(
            robot.alert == ShownAlert(title: exchange.errorTitle, message: "Not now, try again later", actions: ["OK"]))
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }
    // end-snippet

    @Test(
        "An error without a message of visible characters is reported by its status",
        arguments: Architecture.allCases,
        everyPair(
            Exchange.allCases,
            [
                #"{"message":""}"#, #"{"message":" \n\t"}"#, "{}", #"{"message":null}"#, #"{"message":42}"#,
                #"{"message":["Down"]}"#, "Service Unavailable", "",
            ]))
    func errorWithoutMessage(_ architecture: Architecture, answer: (Exchange, String)) throws {
        let (exchange, body) = answer
        let robot = try run(exchange, in: architecture, answeredWith: 500, body)

        #expect(robot.alert == ShownAlert(title: exchange.errorTitle, message: Words.status(500), actions: ["OK"]))
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    @Test(
        "An error body is read tolerantly: its other fields are ignored", arguments: Architecture.allCases,
        Exchange.allCases)
    func errorBodyReadTolerantly(_ architecture: Architecture, exchange: Exchange) throws {
        let body = #"{"code":"E42","message":"Down for maintenance","retry":true}"#

        let robot = try run(exchange, in: architecture, answeredWith: 503, body)

        #expect(robot.alert == ShownAlert(title: exchange.errorTitle, message: "Down for maintenance", actions: ["OK"]))
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    @Test(
        "A message of one visible character is the server's message, and nothing on screen changes",
        arguments: Architecture.allCases, Exchange.allCases)
    func oneCharacterMessageShown(_ architecture: Architecture, exchange: Exchange) throws {
        let robot = try run(exchange, in: architecture, answeredWith: 503, #"{"message":"!"}"#)

        #expect(robot.alert?.title == exchange.errorTitle)
        #expect(robot.alert?.message == "!")
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    /// Launch `architecture`'s app, go to the step before `exchange`, have the server answer it with exactly `status`
    /// and `body`, and take the step.
    private func run(
        _ exchange: Exchange, in architecture: Architecture, answeredWith status: Int, _ body: String
    ) throws -> Robot {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.answer(exchange.route, status: status, body: body)
        try exchange.act(robot)
        return robot
    }
}

/// Every pair of an `a` and a `b`, for a scenario that varies two things besides the app (Swift Testing takes at
/// most two argument collections: the apps, and these pairs).
nonisolated private func everyPair<A: Sendable, B: Sendable>(_ a: [A], _ b: [B]) -> [(A, B)] {
    a.flatMap { first in b.map { (first, $0) } }
}
