import Backend
import HeadlessUI
import Testing

@testable import Exercise1_2

/// A rule of the test's own, which no copy of the usual rule keeps: ids now start with `R`.
private struct LetterFirstRule: ReservationIDChecking {
    func problem(with id: String) -> String? {
        id.hasPrefix("R") ? nil : "Reservation ids now start with R"
    }
}

@Suite("Exercise 1.2 — A rule you can test without a screen")
struct ReservationIDRuleTests {
    static let message = "Reservation id must be 1 to 8 digits"

    /// A window showing the Reservations screen, given `idRule`, and a robot to drive it.
    private func launch(server: Server, idRule: any ReservationIDChecking = ReservationIDRule()) -> Robot {
        let window = UIWindow()
        window.rootViewController = UINavigationController(
            rootViewController: ReservationsViewController(server: server, idRule: idRule))
        window.makeKeyAndVisible()
        return Robot(window: window)
    }

    @Test("Ids of one to eight digits are valid", arguments: ["82348", "7", "00000001", "12345678"])
    func validIDs(id: String) {
        #expect(
            ReservationIDRule().problem(with: id) == nil,
            "\"\(id)\" is a valid id: ReservationIDRule.problem(with:) in ReservationIDRule.swift should return nil"
        )
    }

    @Test(
        "Empty ids, long ids and anything but ASCII digits are refused, in the screen's words",
        arguments: ["", "123456789", "12a45", " 82348", "-1", "+1234", "８２３４８", "٨٢٣٤٨"]
    )
    func invalidIDs(id: String) {
        #expect(
            ReservationIDRule().problem(with: id) == Self.message,
            "\"\(id)\" is not a valid id: move the rule into ReservationIDRule.problem(with:) in ReservationIDRule.swift"
        )
    }

    @Test("The screen still refuses a bad id before sending anything, for Reserve and for Cancel")
    func screenUsesTheRule() throws {
        let server = Server()
        let robot = launch(server: server)

        for button in ["Reserve", "Cancel"] {
            try robot.type("12a45", into: "Reservation id")
            try robot.tap(button)
            #expect(
                robot.alert?.message == Self.message,
                "\(button) must still show the rule's message: ReservationsViewController.swift calls the rule"
            )
            try robot.tap("OK")
        }
        #expect(server.log.isEmpty, "A bad id must never reach the server (ReservationsViewController.swift)")
    }

    @Test("A rule of one to three digits: four digits are refused in its words, three are fine")
    func anotherRule() {
        let rule = ReservationIDRule(maxDigits: 3)
        #expect(
            rule.problem(with: "1234") == "Reservation id must be 1 to 3 digits",
            "ReservationIDRule(maxDigits: 3) refuses 4 digits: use maxDigits in ReservationIDRule.swift, in the check and in the message"
        )
        #expect(rule.problem(with: "123") == nil, "3 digits are fine for ReservationIDRule(maxDigits: 3)")
        #expect(rule.problem(with: "") == "Reservation id must be 1 to 3 digits", "an empty id is refused by any rule")
    }

    @Test("Both buttons ask the screen's rule: given another rule, Reserve and Cancel follow it")
    func screenAsksItsRule() throws {
        let server = Server()
        let robot = launch(server: server, idRule: ReservationIDRule(maxDigits: 3))

        for button in ["Reserve", "Cancel"] {
            try robot.type("1234", into: "Reservation id")
            try robot.tap(button)
            #expect(
                robot.alert?.message == "Reservation id must be 1 to 3 digits",
                "\(button) kept its own copy of the rule: in ReservationsViewController.swift, ask `idRule.problem(with:)` instead"
            )
            if robot.alert != nil { try robot.tap("OK") }
        }
        #expect(
            server.log.isEmpty,
            "A 4-digit id breaks a 3-digit rule and must not reach the server (ReservationsViewController.swift)")
    }

    @Test("Both buttons follow any rule the screen is given, even one that refuses 82348 and takes R82348")
    func screenAsksAnyRule() throws {
        let server = Server()
        let robot = launch(server: server, idRule: LetterFirstRule())

        for button in ["Reserve", "Cancel"] {
            try robot.type("82348", into: "Reservation id")
            try robot.tap(button)
            #expect(
                robot.alert?.message == "Reservation ids now start with R",
                "\(button) kept its own copy of the rule, which takes 82348: in ReservationsViewController.swift, ask `idRule.problem(with:)` and show what it says"
            )
            if robot.alert != nil { try robot.tap("OK") }
        }
        #expect(
            server.log.isEmpty,
            "An id the screen's rule refuses must not reach the server (ReservationsViewController.swift)")

        for button in ["Reserve", "Cancel"] {
            try robot.type("R82348", into: "Reservation id")
            try robot.tap(button)
            if robot.alert != nil { try robot.tap("OK") }
        }
        #expect(
            server.log.map(\.description) == [
                #"POST /reservations {"reservationId":"R82348"}"#, "DELETE /reservations/R82348",
            ],
            "R82348 is a valid id for the screen's rule, yet a button refused it: each button must keep no check of its own besides `idRule.problem(with:)` (ReservationsViewController.swift)"
        )
    }

    @Test("The screen still reserves a good id")
    func screenReserves() throws {
        let robot = launch(server: Server())

        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
    }
}
