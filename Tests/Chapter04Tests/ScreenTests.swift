import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("UBER screens, driven by their titles")
struct ScreenTests {
    @Test("Reserve travels as a URL and the label shows the confirmation")
    func reserve() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(robot.labels.contains("Reservation done successfully confirmation id: #8347838"))
    }
}
