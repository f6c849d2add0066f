import AppCatalogue
import Backend
import HeadlessUI
import Testing

@Suite("Reservations", .reportsLateUIMisuse)
struct ReservationsConformance {
    @Test("The Reservations screen has its field, buttons and an empty result", arguments: Architecture.allCases)
    func screenLayout(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())

        try robot.tap("Reservations")

        #expect(robot.title == "Reservations")
        #expect(robot.text(in: "Reservation id") == "")
        #expect(robot.buttons.contains("Reserve"))
        #expect(robot.buttons.contains("Cancel"))
        #expect(robot.labels.isEmpty)
    }

    // snippet: conformance-reserve
    @Test("Reserve shows the confirmation id", arguments: Architecture.allCases)
    func reserveShowsConfirmation(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"82348"}"#])
        #expect(server.reservations == ["82348": "8347838"])
    }
    // end-snippet

    @Test("A second reservation gets the next confirmation id", arguments: Architecture.allCases)
    func secondReservationGetsNextId(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Reservations")

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        try robot.type("11", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347839"])
    }

    @Test("Cancel shows the cancellation", arguments: Architecture.allCases)
    func cancelShowsCancellation(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        try robot.tap("Cancel")

        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
        #expect(server.log.last?.description == "DELETE /reservations/82348")
        #expect(server.reservations.isEmpty)
    }

    @Test("Cancelling an unknown id shows No reservation", arguments: Architecture.allCases)
    func cancelUnknownId(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Reservations")

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Cancel")

        #expect(robot.alert == ShownAlert(title: "Error", message: "No reservation #82348", actions: ["OK"]))
        #expect(robot.labels.isEmpty)
    }

    @Test(
        "Reserving an existing id shows already exists and keeps the first confirmation",
        arguments: Architecture.allCases)
    func reserveExistingId(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")

        try robot.tap("Reserve")

        #expect(
            robot.alert == ShownAlert(title: "Error", message: "Reservation #82348 already exists", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
    }

    @Test(
        "An id of 1 to 8 digits is sent as typed, by Reserve and by Cancel",
        arguments: Architecture.allCases, ["1", "12345678", "00000000", "0"])
    func idAtItsEdgesIsSent(_ architecture: Architecture, id: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type(id, into: "Reservation id")

        try robot.tap("Reserve")
        #expect(robot.alert == nil)
        #expect(server.log.last?.description == #"POST /reservations {"reservationId":"\#(id)"}"#)
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        try robot.tap("Cancel")

        #expect(robot.alert == nil)
        #expect(server.log.last?.description == "DELETE /reservations/\(id)")
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #\(id)"])
        #expect(robot.text(in: "Reservation id") == id)
        #expect(server.reservations.isEmpty)
    }

    @Test(
        "An invalid id is refused on screen, the field and the result stay, and nothing is sent",
        arguments: Architecture.allCases, ["", "abc", "123456789", "012345678", "12 34", " 1", "１２３", "-1", "1.0"])
    func invalidIdIsRefused(_ architecture: Architecture, id: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        try robot.type(id, into: "Reservation id")

        for button in ["Reserve", "Cancel"] {
            try robot.tap(button)
            #expect(robot.alert == ShownAlert(title: "Error", message: Words.invalidReservationId, actions: ["OK"]))
            try robot.tap("OK")
            #expect(robot.text(in: "Reservation id") == id)
            #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        }
        #expect(server.log.count == 1, "only the first reservation was sent")
    }
}
