import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("The call path: from a tap to the server and back, one layer at a time")
struct CallPathTests {
    // snippet: uber-test-call-path
    @Test("Reserve crosses each layer at its door: down to the server as a REST call, back to the view by its id")
    func reservationLayerByLayer() throws {
        let server = Server()
        let app = AppDelegate(server: server)
        let robot = try Robot(launching: app)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        server.delivery = .held

        try robot.tap("Reserve")

        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"82348"}"#])
        #expect(robot.isShowingActivity, "the service asked the UI layer for the overlay progress")
        #expect(robot.labels.isEmpty, "nothing comes back until the server answers")

        server.deliverNext()

        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        #expect(!robot.isShowingActivity)
        #expect(app.exceptionManager.logs.isEmpty)
        #expect(app.uiManager.flowController.history == ["myapp://Home", "myapp://Reservations"])
    }
    // end-snippet

    @Test("A refusal comes back through the ExceptionManager, addressed to the view, instead of the view's reload")
    func refusalLayerByLayer() throws {
        let server = Server()
        let app = AppDelegate(server: server)
        let robot = try Robot(launching: app)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        server.fail(.reserve, status: 409, message: "Reservation #82348 already exists")
        server.delivery = .held
        try robot.tap("Reserve")

        server.deliverNext()

        #expect(
            app.exceptionManager.logs.compactMap { $0 as? ErrorContext } == [
                ErrorContext(
                    viewId: "Reservations-2", error: .refused(status: 409, message: "Reservation #82348 already exists")
                )
            ])
        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reservation #82348 already exists", actions: ["OK"]))
        #expect(robot.labels.isEmpty)
    }
}
