import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// DESIGN §2, "Races": what a person sees when answers arrive late, out of order, or not at all.
@Suite("Edge rules: races and retries", .reportsLateUIMisuse)
struct RacesConformance {
    @Test(
        "Pull to refresh asks for page 1 while a load-more is in flight, and the late page is ignored",
        arguments: Architecture.allCases)
    func refreshOvertakesLoadMore(_ architecture: Architecture) throws {
        let (server, robot) = try refreshWhileLoadingMore(architecture)

        #expect(server.log.last?.description == "GET /products?page=1&perPage=10")
        #expect(server.deliverLast())
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(server.deliverNext(), "the load-more's page 2 arrives late")

        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(!robot.isRefreshing)
        server.delivery = .immediate
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products?page=2&perPage=10")
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    @Test(
        "A load-more answered before the refresh that overtook it is ignored too", arguments: Architecture.allCases)
    func supersededLoadMoreAnsweredFirst(_ architecture: Architecture) throws {
        let (server, robot) = try refreshWhileLoadingMore(architecture)

        #expect(server.deliverNext(), "the load-more's page 2")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(robot.isRefreshing)
        try robot.scrollToBottom()
        #expect(server.requests(to: .products).count == 3, "the refresh's page 1 is still in flight")
        try robot.scrollToTop()
        #expect(server.deliverNext(), "the refresh's page 1")

        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(!robot.isRefreshing)
        #expect(!robot.isShowingActivity)
        server.delivery = .immediate
        try robot.scrollToTop()
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products?page=2&perPage=10")
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    /// A way a load-more can fail: refused by the server, malformed, or readable JSON the rules refuse.
    nonisolated enum LoadMoreFailure: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case refused
        case malformed
        case unreadable

        var testDescription: String { rawValue }

        /// Make the server's next page answer fail this way.
        @MainActor
        func arm(_ server: Server) {
            switch self {
            case .refused: server.fail(.products, status: 503, message: "Catalogue unavailable")
            case .malformed: server.answerWithMalformedJSON(.products)
            case .unreadable: server.edit(.products, field: "page", .set(json: "3"))
            }
        }
    }

    @Test(
        "A failed load-more is tried again the next time the list reaches its end",
        arguments: Architecture.allCases, LoadMoreFailure.allCases)
    func loadMoreRetried(_ architecture: Architecture, failure: LoadMoreFailure) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        failure.arm(server)
        try robot.scrollToBottom()
        try robot.tap("OK")
        #expect(!robot.isShowingActivity)

        try robot.scrollToTop()
        try robot.scrollToBottom()

        #expect(
            server.requests(to: .products).map(\.url).suffix(2)
                == Array(repeating: "/products?page=2&perPage=10", count: 2))
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    @Test("A failed reload leaves the rows and the paging where they were", arguments: Architecture.allCases)
    func failedReloadKeepsPaging(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.scrollToBottom()
        server.fail(.products, status: 503, message: "Catalogue unavailable")
        try robot.pullToRefresh()
        try robot.tap("OK")
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))

        try robot.scrollToBottom()

        #expect(server.log.last?.description == "GET /products?page=3&perPage=10")
        #expect(robot.rows == allCatalogueRows)
    }

    @Test(
        "A failed first page claims no No products, and pull to refresh recovers from it",
        arguments: Architecture.allCases)
    func failedFirstPageRecovers(_ architecture: Architecture) throws {
        let server = Server()
        server.fail(.products, status: 503, message: "Catalogue unavailable")
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tap("OK")
        #expect(!robot.labels.contains("No products"))

        try robot.pullToRefresh()
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        try robot.scrollToBottom()

        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
        #expect(!robot.isShowingActivity)
        #expect(!robot.isRefreshing)
    }

    @Test(
        "A product already listed is never listed twice: the row on screen stays",
        arguments: Architecture.allCases)
    func duplicateAcrossPages(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.edit(.products, field: "items.0.id", .set(json: "1"))  // page 2 brings Cable Organizer as id 1

        try robot.scrollToBottom()

        #expect(robot.alert == nil)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10) + allCatalogueRows[11..<20]))
        try robot.selectRow("Mechanical Keyboard — $89.99")
        #expect(robot.title == "Mechanical Keyboard")
    }

    @Test("A product twice in one page is listed once", arguments: Architecture.allCases)
    func duplicateWithinPage(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.products, field: "items.1.id", .set(json: "1"))
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(robot.rows == [allCatalogueRows[0]] + Array(allCatalogueRows[2..<10]))
    }

    @Test("Save shows the product as the server saved it, not as it was typed", arguments: Architecture.allCases)
    func saveShowsServersVersion(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        server.edit(.updateProduct, field: "name", .set(json: #""Silent Mouse (refurbished)""#))

        try robot.type("Silent Mouse", into: "Name")
        try robot.type("21.5", into: "Price")
        try robot.tap("Save")

        #expect(robot.title == "Products")
        #expect(robot.rows.dropFirst().first == "Silent Mouse (refurbished) — $21.50")
    }

    @Test("A failed Save keeps the editor open with what was typed", arguments: Architecture.allCases)
    func failedSaveKeepsTyping(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        server.fail(.updateProduct, status: 503, message: "Catalogue unavailable")

        try robot.type("Silent Mouse", into: "Name")
        try robot.type("21.5", into: "Price")
        try robot.tap("Save")
        try robot.tap("OK")

        #expect(robot.title == "Edit Product")
        #expect(robot.text(in: "Name") == "Silent Mouse")
        #expect(robot.text(in: "Price") == "21.5")
    }

    /// Open Products, then scroll to the end and pull to refresh while the server holds its answers: page 2 and the
    /// refresh's page 1 are both in flight.
    private func refreshWhileLoadingMore(_ architecture: Architecture) throws -> (Server, Robot) {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.delivery = .held
        try robot.scrollToBottom()
        try robot.pullToRefresh()
        return (server, robot)
    }
}
