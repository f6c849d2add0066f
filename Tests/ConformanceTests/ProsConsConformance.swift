import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// The two list screens of the AI write-up: the same behaviour, with their own words and route.
enum ListScreen: String, CaseIterable, Sendable {
    case pros = "Pros"
    case cons = "Cons"

    var route: Route { self == .pros ? .pros : .cons }

    var serverRows: [String] { self == .pros ? SeedData.pros : SeedData.cons }

    var emptyMessage: String { self == .pros ? "No pros found" : "No cons found" }

    func empty(_ server: Server) {
        if self == .pros { server.emptyPros() } else { server.emptyCons() }
    }
}

@Suite("Pros and Cons", .reportsLateUIMisuse)
struct ProsConsConformance {
    @Test("Pros and Cons list the server's items in order", arguments: Architecture.allCases, ListScreen.allCases)
    func itemsInOrder(_ architecture: Architecture, screen: ListScreen) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)

        try robot.tap(screen.rawValue)

        #expect(robot.title == screen.rawValue)
        #expect(robot.rows == screen.serverRows)
        #expect(robot.alert == nil)
        #expect(server.log.map(\.description) == [screen.route.description])
    }

    @Test("The server's pros and cons are the write-up's, word for word")
    func writeUpData() {
        #expect(
            ListScreen.pros.serverRows == [
                "Error reduction", "Increase work efficiency", "Reduced cost of training", "No breaks",
            ])
        #expect(ListScreen.cons.serverRows == ["High cost", "Lesser jobs", "Fear of malicious implementation"])
    }

    @Test(
        "An empty list shows the alert No pros found or No cons found, and OK closes it",
        arguments: Architecture.allCases, ListScreen.allCases)
    func emptyList(_ architecture: Architecture, screen: ListScreen) throws {
        let server = Server()
        screen.empty(server)
        let robot = try launch(architecture, on: server)

        try robot.tap(screen.rawValue)

        #expect(robot.alert == ShownAlert(title: "Alert", message: screen.emptyMessage, actions: ["OK"]))
        #expect(robot.rows.isEmpty)
        try robot.tap("OK")
        #expect(robot.alert == nil)
        #expect(robot.title == screen.rawValue)
    }

    @Test(
        "A server error on Pros or Cons shows an alert with the server's message",
        arguments: Architecture.allCases, ListScreen.allCases)
    func serverError(_ architecture: Architecture, screen: ListScreen) throws {
        let server = Server()
        server.fail(screen.route, status: 503, message: "The AI service is down")
        let robot = try launch(architecture, on: server)

        try robot.tap(screen.rawValue)

        #expect(robot.alert == ShownAlert(title: "Alert", message: "The AI service is down", actions: ["OK"]))
        #expect(robot.rows.isEmpty)
    }
}
