import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Change 04's acceptance: every request carries the session's token, and a 401 anywhere shows one alert.
@Suite("Change 04 — Every request is authorized; an expired session says so once", .reportsLateUIMisuse)
struct Change04SessionAcceptance {
    static let sessionExpiredAlert = ShownAlert(
        title: "Session expired", message: "Please sign in again.", actions: ["OK"])

    @Test("Every request carries `Authorization: Bearer <the session's token>`", arguments: Architecture.allCases)
    func everyRequestAuthorized(_ architecture: Architecture) throws {
        for exchange in Exchange.allCases {
            let server = Server()
            let robot = try launch(architecture, on: server)

            try exchange.run(robot)

            #expect(!server.log.isEmpty)
            for request in server.log {
                #expect(request.headers["Authorization"] == "Bearer session-1", "\(exchange): \(request)")
            }
        }
    }

    @Test(
        "With the server checking tokens, every exchange works as before", arguments: Architecture.allCases,
        Exchange.allCases)
    func checkedTokensWork(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        server.checksSessionToken = true
        let robot = try launch(architecture, on: server)

        try exchange.run(robot)

        exchange.expectSucceeded(robot)
    }

    // snippet: change04-expired-session
    @Test(
        "When the session expires, any request shows one alert `Session expired`, and nothing on screen changes",
        arguments: Architecture.allCases, Exchange.allCases)
    func expiredSession(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        server.checksSessionToken = true
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.expireSession()

        try exchange.act(robot)

        #expect(robot.alert == Self.sessionExpiredAlert)
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }
    // end-snippet

    @Test(
        "Any 401 is an expired session, whatever its message says", arguments: Architecture.allCases, Exchange.allCases)
    func any401(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        server.fail(exchange.route, status: 401, message: "Token revoked")

        try exchange.act(robot)

        #expect(robot.alert == Self.sessionExpiredAlert)
    }
}
