import AppCatalogue
import Backend
import Foundation
import HeadlessUI
import Testing

/// DESIGN §2, "What the person typed wins": Cancel shows the id typed; a name is trimmed and must not be empty;
/// a price is trimmed, then digits with an optional `.` and at most two decimals, greater than zero.
@Suite("Edge rules: what the person typed wins", .reportsLateUIMisuse)
struct TypedInputConformance {
    @Test("Cancel shows the id typed, not the one the server echoes", arguments: Architecture.allCases)
    func cancelShowsTypedId(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        server.edit(.cancelReservation, field: "reservationId", .set(json: #""99999""#))

        try robot.tap("Cancel")

        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
    }

    @Test(
        "A name is trimmed of spaces and newlines before it is sent and shown",
        arguments: Architecture.allCases, ["  Silent Mouse", "Silent Mouse \n", "\t Silent Mouse \r\n "])
    func nameTrimmed(_ architecture: Architecture, typed: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type(typed, into: "Name")
        try robot.tap("Save")

        #expect(try sentName(server) == "Silent Mouse")
        #expect(robot.rows.dropFirst().first == "Silent Mouse — $24.99")
    }

    @Test(
        "A name of nothing but spaces and newlines is refused and nothing is sent",
        arguments: Architecture.allCases, ["", " ", "\n", " \t\r\n "])
    func blankNameRefused(_ architecture: Architecture, typed: String) throws {
        try expectRefused(architecture, name: typed, price: "10", message: Words.emptyName)
    }

    @Test(
        "A name of one visible character is the shortest accepted: it is sent and listed",
        arguments: Architecture.allCases, [("x", "x"), (" x\n", "x"), ("💡", "💡"), ("\t7 ", "7")])
    func oneCharacterNameAccepted(_ architecture: Architecture, name: (typed: String, sent: String)) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: allCatalogueRows[1])

        try robot.type(name.typed, into: "Name")
        try robot.tap("Save")

        #expect(robot.alert == nil)
        #expect(try sentName(server) == name.sent)
        #expect(server.product(id: 2)?.name == name.sent)
        #expect(robot.title == "Products")
        #expect(robot.rows.dropFirst().first == allCatalogueRows[1].replacing("Wireless Mouse", with: name.sent))
    }

    @Test(
        "A price is trimmed, then read as digits with at most two decimals",
        arguments: Architecture.allCases,
        [
            (" 12 ", 12.0, "$12.00"), ("12", 12.0, "$12.00"), ("21.5", 21.5, "$21.50"), ("0.01", 0.01, "$0.01"),
            ("007.10", 7.1, "$7.10"), ("\t3.99\n", 3.99, "$3.99"), ("1000000", 1_000_000, "$1000000.00"),
        ])
    func priceAccepted(_ architecture: Architecture, price: (typed: String, value: Double, shown: String)) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type(price.typed, into: "Price")
        try robot.tap("Save")

        #expect(robot.alert == nil)
        #expect(server.product(id: 2)?.price == price.value)
        #expect(robot.rows.dropFirst().first == "Wireless Mouse — " + price.shown)
    }

    @Test(
        "Any other price is refused and nothing is sent",
        arguments: Architecture.allCases,
        [
            "0x1p3", "1e3", "0.001", "12.345", "-1", "+5", "0", "0.00", "00", "1,50", "12.", ".5", "1 2", "$5", "5$",
            "inf", "nan", "١٢", "１２", "12.5.1", String(repeating: "9", count: 400),
        ])
    func priceRefused(_ architecture: Architecture, typed: String) throws {
        try expectRefused(architecture, name: "Mouse", price: typed, message: Words.invalidPrice)
    }

    private func expectRefused(_ architecture: Architecture, name: String, price: String, message: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type(name, into: "Name")
        try robot.type(price, into: "Price")
        try robot.tap("Save")

        #expect(robot.alert == ShownAlert(title: "Error", message: message, actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.alert == nil)
        #expect(robot.title == "Edit Product")
        #expect(robot.text(in: "Name") == name)
        #expect(robot.text(in: "Price") == price)
        #expect(server.requests(to: .updateProduct).isEmpty)
    }

    /// The `name` the last update sent, read from its JSON body.
    private func sentName(_ server: Server) throws -> String? {
        let update = try #require(server.requests(to: .updateProduct).last)
        let body = try #require(update.body)
        let json = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        return json["name"] as? String
    }
}
