import AppCatalogue
import Backend
import HeadlessUI
import Testing

@Suite("Products: edit and delete", .reportsLateUIMisuse)
struct ProductEditingConformance {
    @Test("Edit opens the editor filled with the product's name and price", arguments: Architecture.allCases)
    func editOpensFilledEditor(_ architecture: Architecture) throws {
        let robot = try launch(architecture, on: Server())
        try robot.tap("Products")

        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        #expect(robot.title == "Edit Product")
        #expect(robot.backButton == nil, "the editor is presented over the list, not pushed")
        #expect(robot.text(in: "Name") == "Wireless Mouse")
        #expect(robot.text(in: "Price") == "24.99")
        #expect(robot.buttons.contains("Save"))
        #expect(robot.buttons.contains("Cancel"))
    }

    @Test(
        "Save sends the update, closes the editor, and the row shows the new values", arguments: Architecture.allCases)
    func editSaves(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type("Silent Mouse", into: "Name")
        try robot.type("21.5", into: "Price")
        try robot.tap("Save")

        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Silent Mouse — $21.50")
        #expect(robot.rows.count == 10)
        #expect(server.product(id: 2) == ProductRecord(id: 2, name: "Silent Mouse", price: 21.5, stock: 40))
        let update = try #require(server.requests(to: .updateProduct).last)
        #expect(update.url == "/products/2")
    }

    @Test(
        "Invalid input in the editor shows the error and sends nothing",
        arguments: Architecture.allCases,
        [
            ("", "10", "Name must not be empty"),
            ("   ", "10", "Name must not be empty"),
            ("Mouse", "", "Price must be a positive number"),
            ("Mouse", "abc", "Price must be a positive number"),
            ("Mouse", "0", "Price must be a positive number"),
            ("Mouse", "-3", "Price must be a positive number"),
        ])
    func invalidInput(_ architecture: Architecture, input: (name: String, price: String, message: String)) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type(input.name, into: "Name")
        try robot.type(input.price, into: "Price")
        try robot.tap("Save")

        #expect(robot.alert == ShownAlert(title: "Error", message: input.message, actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.title == "Edit Product")
        #expect(server.requests(to: .updateProduct).isEmpty)
    }

    @Test("Cancel closes the editor and sends nothing", arguments: Architecture.allCases)
    func editCancel(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")

        try robot.type("Changed", into: "Name")
        try robot.tap("Cancel")

        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Wireless Mouse — $24.99")
        #expect(server.requests(to: .updateProduct).isEmpty)
    }

    @Test("A refused update keeps the editor open with the server's message", arguments: Architecture.allCases)
    func editServerError(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        server.fail(.updateProduct, status: 409, message: "Product #2 was changed by someone else")

        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")

        #expect(
            robot.alert
                == ShownAlert(title: "Error", message: "Product #2 was changed by someone else", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.title == "Edit Product")
        #expect(robot.text(in: "Name") == "Silent Mouse")
    }

    @Test("Delete asks first, and Delete removes the row", arguments: Architecture.allCases)
    func deleteConfirmed(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")

        #expect(
            robot.alert
                == ShownAlert(
                    title: "Delete product: USB-C Hub", message: "Are you sure?", actions: ["Delete", "Cancel"]))
        #expect(robot.styleOfAlertAction("Delete") == .destructive)
        #expect(server.requests(to: .deleteProduct).isEmpty)
        try robot.tap("Delete")

        #expect(robot.alert == nil)
        #expect(!robot.rows.contains("USB-C Hub — $39.50"))
        #expect(robot.rows.count == 9)
        #expect(server.log.last?.description == "DELETE /products/3")
        #expect(server.product(id: 3) == nil)
    }

    @Test(
        "A delete confirmed after the list reloaded underneath deletes the product the alert named",
        arguments: Architecture.allCases)
    func deleteAfterReload(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.send(Request(.delete, "/products/2")) { _ in }  // another client removes Wireless Mouse
        server.delivery = .held
        try robot.pullToRefresh()

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        server.deliverAll()
        #expect(robot.rows[1] == "USB-C Hub — $39.50", "the refreshed list has moved USB-C Hub up a row")
        try robot.tap("Delete")
        server.deliverAll()

        #expect(server.log.last?.description == "DELETE /products/3")
        #expect(!robot.rows.contains("USB-C Hub — $39.50"))
        #expect(robot.rows.contains("27-inch Monitor — $279.00"))
    }

    @Test("Delete, then Cancel, sends nothing and keeps the row", arguments: Architecture.allCases)
    func deleteCancelled(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Cancel")

        #expect(robot.alert == nil)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(server.requests(to: .deleteProduct).isEmpty)
    }

    @Test("A refused delete shows the server's message and keeps the row", arguments: Architecture.allCases)
    func deleteRefused(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.fail(.deleteProduct, status: 409, message: "USB-C Hub is in an open order")

        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        #expect(robot.alert == ShownAlert(title: "Error", message: "USB-C Hub is in an open order", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
    }
}
