import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Change 01's acceptance: deleting a product no longer makes the next page skip one.
@Suite("Change 01 — Deleting a product no longer makes the next page skip one", .reportsLateUIMisuse)
struct Change01DeleteThenLoadMoreAcceptance {
    /// The catalogue's rows without these products, in order.
    private func rows(without names: Set<String>) -> [String] {
        zip(SeedData.products, allCatalogueRows).filter { !names.contains($0.0.name) }.map(\.1)
    }

    // snippet: change01-next-product-listed
    @Test(
        "After a delete, loading more lists the product that moved up into the deleted one's page",
        arguments: Architecture.allCases)
    func nextProductListed(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        try robot.scrollToBottom()

        #expect(robot.rows.contains("Cable Organizer — $12.99"))
        #expect(Set(robot.rows).count == robot.rows.count, "no product is listed twice")
    }
    // end-snippet

    @Test(
        "After deletes, scrolling to the end lists every remaining product once, in the catalogue's order",
        arguments: Architecture.allCases)
    func everyRemainingProductOnce(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")
        try robot.scrollToBottom()
        try robot.tapRowAction("Delete", onRow: "Cable Organizer — $12.99")
        try robot.tap("Delete")

        for _ in 0..<5 {
            try robot.scrollToTop()
            try robot.scrollToBottom()
        }

        #expect(robot.rows == rows(without: ["USB-C Hub", "Cable Organizer"]))
    }

    @Test("Without deletes, paging asks for pages 1, 2 and 3 as before", arguments: Architecture.allCases)
    func pagingUnchanged(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        for _ in 0..<4 {
            try robot.scrollToTop()
            try robot.scrollToBottom()
        }

        #expect(robot.rows == allCatalogueRows)
        #expect(
            server.requests(to: .products).map(\.description) == [
                "GET /products?page=1&perPage=10",
                "GET /products?page=2&perPage=10",
                "GET /products?page=3&perPage=10",
            ])
    }
}
