import Backend
import HeadlessUI
import Testing

@testable import UBER

@Suite("The ExceptionManager: the one place errors go")
struct ExceptionManagerTests {
    @Test("publish logs the error and hands it to the observer; a new observer replaces the old")
    func publishAndObserve() {
        let manager = ExceptionManager(logSystem: "https://logs.example")
        var first: [AppError] = []
        var second: [AppError] = []
        manager.setObserver { first.append(($0 as? AppError) ?? .unreadable) }
        manager.publish(error: AppError.refused(status: 500, message: nil))
        manager.setObserver { second.append(($0 as? AppError) ?? .unreadable) }
        manager.publish(error: AppError.invalidInput("no"))
        #expect(first == [.refused(status: 500, message: nil)])
        #expect(second == [.invalidInput("no")])
        #expect(manager.logs.count == 2)
        #expect(manager.loggingSystemURL == "https://logs.example")
    }

    // snippet: uber-test-single-error-path
    @Test("Every kind of failure in the app is logged by the ExceptionManager and shown by the UI layer")
    func everyFailureGoesThroughIt() throws {
        let server = Server()
        let app = AppDelegate(server: server)
        let robot = try Robot(launching: app)
        let expected: [(String, String?)] = [
            ("Error", "Reservation id must be 1 to 8 digits"),
            ("Error", "No reservation #82348"),
            ("Error", "The server's answer could not be read."),
            ("Error", "The app cannot follow myapp://View: no screen is called View."),
        ]
        try robot.tap("Reservations")
        try robot.tap("Reserve")
        #expect(robot.alert?.message == expected[0].1)
        try robot.tap("OK")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Cancel")
        #expect(robot.alert?.message == expected[1].1)
        try robot.tap("OK")
        server.answerWithMalformedJSON(.reserve)
        try robot.tap("Reserve")
        #expect(robot.alert?.message == expected[2].1)
        try robot.tap("OK")
        app.uiManager.flowController.navigate(url: "myapp://View")  // what the write-up's VC3 sends
        #expect(robot.alert?.title == expected[3].0)
        #expect(robot.alert?.message == expected[3].1)

        let logged = app.exceptionManager.logs.compactMap { ($0 as? ErrorContext)?.error.message }
        #expect(logged == expected.map(\.1))
    }
    // end-snippet

    @Test("An error for a screen that was closed is logged and shown nowhere")
    func errorForClosedScreen() throws {
        let server = Server()
        let app = AppDelegate(server: server)
        let robot = try Robot(launching: app)
        server.delivery = .held
        server.fail(.pros, status: 500, message: "Server is down")
        try robot.tap("Pros")
        try robot.goBack()

        server.deliverAll()

        #expect(robot.alert == nil)
        #expect(robot.title == "Home")
        let logged = app.exceptionManager.logs.compactMap { $0 as? ErrorContext }
        #expect(logged == [ErrorContext(viewId: "Pros-2", error: .refused(status: 500, message: "Server is down"))])
    }

    @Test("The server's refusal on Pros reads Alert; an unreadable answer there reads Error")
    func prosAlertTitles() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        server.fail(.pros, status: 500, message: "Server is down")
        try robot.tap("Pros")
        #expect(robot.alert?.title == "Alert")
        try robot.tap("OK")
        try robot.goBack()
        server.answerWithMalformedJSON(.pros)
        try robot.tap("Pros")
        #expect(robot.alert?.title == "Error")
        #expect(robot.alert?.message == "The server's answer could not be read.")
    }
}
