import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Change 02's acceptance: every product row says how many are left, end to end from the server's `stock`.
@Suite("Change 02 — Products show their stock", .reportsLateUIMisuse)
struct Change02StockAcceptance {
    @Test(
        "A row reads name, price and how many are left: `USB-C Hub — $39.50 — 3 left`", arguments: Architecture.allCases
    )
    func rowsShowStock(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())

        try robot.tap("Products")

        #expect(robot.rows.contains("USB-C Hub — $39.50 — 3 left"))
        #expect(robot.rows.first == "Mechanical Keyboard — $89.99 — 12 left")
        #expect(robot.rows.contains("Ergonomic Chair — $349.00 — 1 left"))
    }

    @Test("A product with none left reads `Sold out`", arguments: Architecture.allCases)
    func soldOut(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")
        #expect(robot.rows.last == "Standing Desk — $499.00 — Sold out")

        try robot.scrollToBottom()
        try robot.scrollToBottom()

        #expect(robot.rows.contains("Document Camera — $95.00 — Sold out"))
        #expect(robot.rows.count == 23)
    }

    @Test(
        "A stock that is missing, null, not a whole number or negative is an unreadable answer",
        arguments: Architecture.allCases,
        [FieldEdit.removed, .set(json: "null"), .set(json: #""3""#), .set(json: "-1"), .set(json: "2.5")])
    func unreadableStock(_ architecture: Architecture, edit: FieldEdit) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.edit(.products, field: "items.0.stock", edit)

        try robot.scrollToBottom()

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        #expect(robot.rows.count == 10, "nothing on screen changes")
    }

    @Test("After Save the row shows the stock the server sent with the saved product", arguments: Architecture.allCases)
    func saveShowsServerStock(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99 — 40 left")
        try robot.type("Silent Mouse", into: "Name")
        server.edit(.updateProduct, field: "stock", .set(json: "0"))

        try robot.tap("Save")

        #expect(robot.rows.dropFirst().first == "Silent Mouse — $24.99 — Sold out")
    }

    @Test("A product's own screen still shows its price", arguments: Architecture.allCases)
    func productScreenUnchanged(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")

        try robot.selectRow("USB-C Hub — $39.50 — 3 left")

        #expect(robot.title == "USB-C Hub")
        #expect(robot.labels.contains("Price: $39.50"))
    }
}
