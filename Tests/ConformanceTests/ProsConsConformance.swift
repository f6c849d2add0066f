import Backend
import HeadlessUI
import Testing
import WorkbookKit

@Suite("Pros and Cons", .reportsLateUIMisuse)
struct ProsConsConformance {
    @Test("Pros lists the server's pros in order", arguments: Architecture.allCases)
    func prosInOrder(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)

        try robot.tap("Pros")

        #expect(robot.title == "Pros")
        #expect(robot.rows == ["Error reduction", "Increase work efficiency", "Reduced cost of training", "No breaks"])
        #expect(robot.alert == nil)
        #expect(server.log.map(\.description) == ["GET /ai/pros"])
    }

    @Test("Cons lists the server's cons in order", arguments: Architecture.allCases)
    func consInOrder(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)

        try robot.tap("Cons")

        #expect(robot.title == "Cons")
        #expect(robot.rows == ["High cost", "Lesser jobs", "Fear of malicious implementation"])
        #expect(server.log.map(\.description) == ["GET /ai/cons"])
    }

    @Test("An empty pros list shows the alert No pros found", arguments: Architecture.allCases)
    func emptyPros(_ architecture: Architecture) throws {
        let server = Server()
        server.emptyPros()
        let robot = try launch(architecture, on: server)

        try robot.tap("Pros")

        #expect(robot.alert == ShownAlert(title: "Alert", message: "No pros found", actions: ["OK"]))
        #expect(robot.rows.isEmpty)
        try robot.tap("OK")
        #expect(robot.alert == nil)
        #expect(robot.title == "Pros")
    }

    @Test("An empty cons list shows the alert No cons found", arguments: Architecture.allCases)
    func emptyCons(_ architecture: Architecture) throws {
        let server = Server()
        server.emptyCons()
        let robot = try launch(architecture, on: server)

        try robot.tap("Cons")

        #expect(robot.alert == ShownAlert(title: "Alert", message: "No cons found", actions: ["OK"]))
        #expect(robot.rows.isEmpty)
    }

    @Test("A server error on Pros shows an alert with the server's message", arguments: Architecture.allCases)
    func serverErrorOnPros(_ architecture: Architecture) throws {
        let server = Server()
        server.fail(.pros, status: 500, message: "The AI service is down")
        let robot = try launch(architecture, on: server)

        try robot.tap("Pros")

        #expect(robot.alert == ShownAlert(title: "Alert", message: "The AI service is down", actions: ["OK"]))
        #expect(robot.rows.isEmpty)
    }

    @Test("A server error on Cons shows an alert with the server's message", arguments: Architecture.allCases)
    func serverErrorOnCons(_ architecture: Architecture) throws {
        let server = Server()
        server.fail(.cons, status: 503, message: "Try again later")
        let robot = try launch(architecture, on: server)

        try robot.tap("Cons")

        #expect(robot.alert == ShownAlert(title: "Alert", message: "Try again later", actions: ["OK"]))
    }
}
