import AppCatalogue
import Backend
import Testing

@Suite("Home", .reportsLateUIMisuse)
struct HomeConformance {
    @Test("Home shows the four buttons", arguments: Architecture.allCases)
    func homeShowsFourButtons(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)

        #expect(robot.title == "Home")
        #expect(robot.buttons == ["Pros", "Cons", "Reservations", "Products"])
        #expect(server.log.isEmpty)
    }

    @Test("Each Home button opens its screen and Back returns Home", arguments: Architecture.allCases)
    func eachButtonOpensItsScreen(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())

        for screen in ["Pros", "Cons", "Reservations", "Products"] {
            try robot.tap(screen)
            #expect(robot.title == screen)
            try robot.goBack()
            #expect(robot.title == "Home")
        }
    }
}
