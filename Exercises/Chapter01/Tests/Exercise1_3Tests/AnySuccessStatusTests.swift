import Backend
import HeadlessUI
import Testing

@testable import Exercise1_3

@Suite("Exercise 1.3 — Any 2xx is success, and every error says something")
struct AnySuccessStatusTests {
    let server = Server()
    let robot: Robot

    init() {
        let window = UIWindow()
        window.rootViewController = UINavigationController(
            rootViewController: ReservationsViewController(server: server))
        window.makeKeyAndVisible()
        robot = Robot(window: window)
    }

    /// Types `id` and taps `button`, as a person would.
    func press(_ button: String, for id: String) throws {
        try robot.type(id, into: "Reservation id")
        try robot.tap(button)
    }

    @Test("A reservation answered with any 2xx is done, and shows its confirmation", arguments: [202, 203, 299])
    func reserveAccepted(status: Int) throws {
        server.changeStatus(of: .reserve, to: status)
        try press("Reserve", for: "82348")
        #expect(
            robot.alert == nil,
            "\(status) is a success: in ReservationsViewController.swift, accept every 2xx status, not only 201")
        #expect(
            robot.labels == ["Reservation done successfully confirmation id: #\(SeedData.firstConfirmationId)"],
            "reserve() in ReservationsViewController.swift should show the confirmation of a 2xx answer, whichever 2xx it is"
        )
    }

    @Test("An answer of 304 is no success: the alert says its status", arguments: ["Reserve", "Cancel"])
    func notModifiedIsAnError(button: String) throws {
        server.answer(.reserve, status: 304, body: "")
        server.answer(.cancelReservation, status: 304, body: "")
        try press(button, for: "82348")
        #expect(
            robot.alert?.message == "The server answered with status 304.",
            "304 is not a 2xx: in ReservationsViewController.swift, only 200 to 299 are a success, and \(button) should say \"The server answered with status 304.\""
        )
    }

    @Test("A cancellation answered 202 Accepted, with its usual body, is done")
    func cancelAccepted() throws {
        try press("Reserve", for: "82348")
        server.changeStatus(of: .cancelReservation, to: 202)
        try press("Cancel", for: "82348")
        #expect(
            robot.alert == nil,
            "202 is a success: in ReservationsViewController.swift, cancel() accepts every 2xx status, not only 200")
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
    }

    @Test("A cancellation answered 204 No Content, with no body at all, is done")
    func cancelNoContent() throws {
        try press("Reserve", for: "82348")
        server.answer(.cancelReservation, status: 204, body: "")
        try press("Cancel", for: "82348")
        #expect(
            robot.alert == nil,
            "204 is a success: in ReservationsViewController.swift, cancel() accepts every 2xx status and needs no body"
        )
        #expect(
            robot.labels == ["Reservation cancelled successfully for reservation id: #82348"],
            "cancel() in ReservationsViewController.swift should show the cancelled label for a 2xx answer")
    }

    @Test("A cancellation answered 200 with a body that is not JSON is done: cancel ignores the body")
    func cancelIgnoresBody() throws {
        try press("Reserve", for: "82348")
        server.answer(.cancelReservation, status: 200, body: "<html>Cancelled</html>")
        try press("Cancel", for: "82348")
        #expect(
            robot.alert == nil,
            "Cancel has nothing to read in the body: in ReservationsViewController.swift, do not ask it for JSON")
        #expect(
            robot.labels == ["Reservation cancelled successfully for reservation id: #82348"],
            "cancel() in ReservationsViewController.swift should show the cancelled label whatever the body of a 2xx answer"
        )
    }

    @Test("A reservation answered 200 without a confirmationId is an answer that could not be read")
    func reserveWithoutConfirmation() throws {
        for body in [#"{"reservationId": "82348"}"#, #"{"confirmationId": ""}"#] {
            server.answer(.reserve, status: 200, body: body)
            try press("Reserve", for: "82348")
            #expect(
                robot.alert?.message == "The server's answer could not be read.",
                "200 is a success, but \(body) has no confirmation to show: in ReservationsViewController.swift, reserve() shows \"The server's answer could not be read.\""
            )
            #expect(
                robot.alert?.title == "Error", "Every error alert is titled Error (ReservationsViewController.swift)")
            #expect(
                robot.labels.isEmpty,
                "Without a confirmationId there is nothing to announce (ReservationsViewController.swift)")
            if robot.alert != nil { try robot.tap("OK") }
        }
    }

    @Test(
        "A 500 whose message is blank says the status instead",
        arguments: [("Reserve", " \n "), ("Cancel", " \n "), ("Reserve", "\t"), ("Cancel", "\u{00A0} ")])
    func blankMessage(button: String, blank: String) throws {
        server.fail(.reserve, status: 500, message: blank)
        server.fail(.cancelReservation, status: 500, message: blank)
        try press(button, for: "82348")
        #expect(
            robot.alert?.message == "The server answered with status 500.",
            "A message of spaces says nothing: in ReservationsViewController.swift, fall back to \"The server answered with status 500.\" when the message has no visible characters"
        )
        #expect(robot.alert?.title == "Error", "Every error alert is titled Error (ReservationsViewController.swift)")
    }

    @Test("A 409 shows the server's own message")
    func conflictMessage() throws {
        try press("Reserve", for: "82348")
        try press("Reserve", for: "82348")
        #expect(
            robot.alert?.message == ServerMessage.reservationExists("82348"),
            "A message with visible characters is the server's to tell: ReservationsViewController.swift should show it as it came"
        )
        #expect(robot.alert?.title == "Error", "Every error alert is titled Error (ReservationsViewController.swift)")
    }

    @Test("An error without a body says its status")
    func errorWithoutBody() throws {
        server.answer(.cancelReservation, status: 503, body: "")
        try press("Cancel", for: "82348")
        #expect(
            robot.alert?.message == "The server answered with status 503.",
            "With no message to show, ReservationsViewController.swift should say \"The server answered with status 503.\""
        )
        #expect(robot.alert?.title == "Error", "Every error alert is titled Error (ReservationsViewController.swift)")
    }
}
