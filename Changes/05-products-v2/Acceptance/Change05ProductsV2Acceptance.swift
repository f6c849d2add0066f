import AppCatalogue
import Backend
import Foundation
import HeadlessUI
import Testing

/// Change 05's acceptance: the products list, its editor and its deletes speak only the v2 API, paged by cursor, with a
/// product's name read from and sent as `title`, and show exactly what they showed before.
@Suite("Change 05 — Products come from the v2 API", .reportsLateUIMisuse)
struct Change05ProductsV2Acceptance {
    @Test(
        "The first page is asked of v2 with a limit of 10 and no cursor, and each row shows the product's title",
        arguments: Architecture.allCases)
    func firstPageFromV2(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.productsV2, field: "items.0.title", .set(json: #""Mechanical Keyboard, tenkeyless""#))
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(server.log.map(\.description) == ["GET /v2/products?limit=10"])
        #expect(robot.rows.first == "Mechanical Keyboard, tenkeyless — $89.99")
        #expect(Array(robot.rows.dropFirst()) == Array(allCatalogueRows[1..<10]))
        #expect(robot.alert == nil)
    }

    @Test(
        "Each load-more sends back as after the next the page before it gave, and a page without next ends paging",
        arguments: Architecture.allCases)
    func loadMoreFollowsNext(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try Self.scrollToTheEnd(robot, times: 4)

        #expect(robot.rows == allCatalogueRows)
        #expect(
            server.log.map(\.description) == [
                "GET /v2/products?limit=10",
                "GET /v2/products?after=cHJvZHVjdDoxMA&limit=10",
                "GET /v2/products?after=cHJvZHVjdDoyMA&limit=10",
            ])
    }

    @Test(
        "The cursor is sent back as the server gave it, not worked out from the rows on screen",
        arguments: Architecture.allCases)
    func cursorSentBackAsGiven(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.productsV2, field: "next", .set(json: #""cHJvZHVjdDoxNQ""#))  // the cursor after product 15
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try robot.scrollToBottom()

        #expect(server.log.last?.description == "GET /v2/products?after=cHJvZHVjdDoxNQ&limit=10")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10) + allCatalogueRows.suffix(8)))
        #expect(robot.alert == nil)
    }

    @Test(
        "A full first page whose next is left out or null is the last page: nothing more is asked for",
        arguments: Architecture.allCases, [FieldEdit.removed, .set(json: "null")])
    func noNextEndsPaging(_ architecture: Architecture, next: FieldEdit) throws {
        let server = Server()
        server.edit(.productsV2, field: "next", next)
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try Self.scrollToTheEnd(robot, times: 2)

        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(server.requests(to: .productsV2).count == 1)
        #expect(robot.alert == nil)
    }

    @Test(
        "A delete on the first page, then the first load-more, lists the product that came after the first page",
        arguments: Architecture.allCases)
    func deleteThenFirstLoadMore(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        try robot.scrollToBottom()

        #expect(server.log.last?.description == "GET /v2/products?after=cHJvZHVjdDoxMA&limit=10")
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)).filter { $0 != "USB-C Hub — $39.50" })
        #expect(robot.rows.contains("Cable Organizer — $12.99"))
    }

    @Test(
        "After deletes on the pages listed, scrolling to the end lists every other product once, in order",
        arguments: Architecture.allCases, [[3], [20], [1, 20], [2, 12, 19]])
    func deletesSkipNothing(_ architecture: Architecture, deleted: [Int]) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.scrollToBottom()
        for id in deleted {
            try robot.tapRowAction("Delete", onRow: Self.row(of: id))
            try robot.tap("Delete")
        }

        try Self.scrollToTheEnd(robot, times: 2)

        let remaining = SeedData.products.map(\.id).filter { !deleted.contains($0) }
        #expect(robot.rows == remaining.map(Self.row(of:)))
        #expect(server.requests(to: .deleteProductV2).map(\.url) == deleted.map { "/v2/products/\($0)" })
        #expect(
            server.requests(to: .productsV2).map(\.url) == [
                "/v2/products?limit=10",
                "/v2/products?after=cHJvZHVjdDoxMA&limit=10",
                "/v2/products?after=cHJvZHVjdDoyMA&limit=10",
            ])
    }

    @Test(
        "Save sends PUT /v2/products/<id> with title and price, and the row shows the title the server saved",
        arguments: Architecture.allCases)
    func saveSendsTitle(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        try robot.type("  Silent Mouse ", into: "Name")
        try robot.type("21.5", into: "Price")
        server.edit(.updateProductV2, field: "title", .set(json: #""Silent Mouse (refurbished)""#))

        try robot.tap("Save")

        let update = try #require(server.requests(to: .updateProductV2).last)
        #expect(update.url == "/v2/products/2")
        let body = try #require(update.body)
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(sent.keys.sorted() == ["price", "title"])
        #expect(sent["title"] as? String == "Silent Mouse")
        #expect(sent["price"] as? Double == 21.5)
        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Silent Mouse (refurbished) — $21.50")
    }

    @Test(
        "A v1-shaped product, with name and no title, is unreadable in a page and in a saved product",
        arguments: Architecture.allCases, [Exchange.firstPage, .loadMore, .reload, .save])
    func v1ShapedProductUnreadable(_ architecture: Architecture, exchange: Exchange) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try exchange.prepare(robot)
        let body =
            switch exchange {
            case .save: #"{"id":2,"name":"Silent Mouse","price":24.99}"#
            case .loadMore: #"{"items":[{"id":11,"name":"Cable Organizer","price":12.99}],"next":"cHJvZHVjdDoxMQ"}"#
            default: #"{"items":[{"id":1,"name":"Mechanical Keyboard","price":89.99}],"next":"cHJvZHVjdDox"}"#
            }
        server.answer(exchange.route, status: 200, body: body)

        try exchange.act(robot)

        #expect(robot.alert == unreadableAlert)
        try robot.tap("OK")
        try exchange.expectNothingChanged(robot)
    }

    @Test(
        "Listing, paging, refreshing, saving and deleting send nothing to v1",
        arguments: Architecture.allCases)
    func nothingSentToV1(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try Self.scrollToTheEnd(robot, times: 2)
        try robot.pullToRefresh()
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        try robot.type("29.99", into: "Price")
        try robot.tap("Save")
        try robot.tapRowAction("Delete", onRow: "USB-C Hub — $39.50")
        try robot.tap("Delete")

        #expect(server.log.count == 6)
        #expect(server.log.allSatisfy { $0.url.hasPrefix("/v2/products") })
        #expect(server.requests(to: .products).isEmpty)
        #expect(server.requests(to: .updateProduct).isEmpty)
        #expect(server.requests(to: .deleteProduct).isEmpty)
        #expect(robot.rows == ["Mechanical Keyboard — $89.99", "Wireless Mouse — $29.99"] + allCatalogueRows[3..<10])
    }

    /// The row the standard catalogue's product `id` shows.
    private static func row(of id: Int) -> String {
        allCatalogueRows[id - 1]
    }

    /// Scroll to the end of the list `times` times, from the top each time.
    private static func scrollToTheEnd(_ robot: Robot, times: Int) throws {
        for _ in 0..<times {
            try robot.scrollToTop()
            try robot.scrollToBottom()
        }
    }
}
