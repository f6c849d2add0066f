import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// Change 07's acceptance: a confirmed delete waits 5 seconds on the app's clock, with an Undo bar, before it is sent.
@Suite("Change 07 — Undo a delete", .reportsLateUIMisuse)
struct Change07UndoDeleteAcceptance {
    @Test(
        "Confirming Delete takes the row off at once and offers Undo; nothing is sent yet",
        arguments: Architecture.allCases)
    func rowGoesAtOnce(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)

        try Self.delete(Self.hub, robot)

        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub })
        #expect(robot.labels.contains("Deleted USB-C Hub"))
        #expect(robot.buttons.contains("Undo"))
        #expect(robot.alert == nil)
        #expect(server.requests(to: .deleteProduct).isEmpty)
    }

    @Test(
        "The delete is sent when 5 seconds have passed, not before, and the Undo bar goes",
        arguments: Architecture.allCases)
    func sentAfterFiveSeconds(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        try Self.delete(Self.hub, robot)

        try robot.advance(by: .milliseconds(4900))
        #expect(server.requests(to: .deleteProduct).isEmpty)
        #expect(robot.buttons.contains("Undo"))
        try robot.advance(by: .milliseconds(100))

        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/3"])
        #expect(server.product(id: 3) == nil)
        Self.expectNoUndoBar(robot)
        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub })
        try robot.advance(by: .seconds(60))
        #expect(server.requests(to: .deleteProduct).count == 1, "a delete is sent once")
    }

    @Test(
        "Undo puts the row back where it was and nothing is sent, then or later",
        arguments: Architecture.allCases, [0, 2, 9])
    func undoPutsRowBack(_ architecture: Architecture, position: Int) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        try Self.delete(Self.firstPage[position], robot)
        try robot.advance(by: .seconds(3))

        try robot.tap("Undo")

        #expect(robot.rows == Self.firstPage)
        Self.expectNoUndoBar(robot)
        try robot.advance(by: .seconds(60))
        #expect(server.requests(to: .deleteProduct).isEmpty)
        #expect(robot.rows == Self.firstPage)
    }

    @Test(
        "A delete the server refuses puts the row back where it was, with the server's message",
        arguments: Architecture.allCases)
    func refusedDeletePutsRowBack(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        server.fail(.deleteProduct, status: 409, message: "USB-C Hub is in an open order")
        try Self.delete(Self.hub, robot)
        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub }, "the row goes at once")

        try robot.advance(by: .seconds(5))

        #expect(
            robot.alert
                == ShownAlert(title: "Error", message: "USB-C Hub is in an open order", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows == Self.firstPage)
        Self.expectNoUndoBar(robot)
    }

    @Test(
        "A refusal without a readable message names its status, and the row comes back",
        arguments: Architecture.allCases)
    func refusalWithoutMessage(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        server.answer(.deleteProduct, status: 500, body: "")
        try Self.delete(Self.hub, robot)
        #expect(server.requests(to: .deleteProduct).isEmpty)

        try robot.advance(by: .seconds(5))

        #expect(robot.alert == ShownAlert(title: "Error", message: Words.status(500), actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows == Self.firstPage)
    }

    @Test(
        """
        The row stays off while the delete is in flight; an accepted delete changes nothing more, a refused one \
        brings it back when its answer arrives
        """,
        arguments: Architecture.allCases, [true, false])
    func deleteInFlight(_ architecture: Architecture, accepted: Bool) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        server.delivery = .held
        if !accepted {
            server.fail(.deleteProduct, status: 409, message: "USB-C Hub is in an open order")
        }
        try Self.delete(Self.hub, robot)
        try robot.advance(by: .seconds(5))
        #expect(server.heldResponses.count == 1)
        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub })

        #expect(server.deliverAll() == 1)

        if accepted {
            #expect(robot.alert == nil)
            #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub })
        } else {
            #expect(robot.alert?.message == "USB-C Hub is in an open order")
            try robot.tap("OK")
            #expect(robot.rows == Self.firstPage)
        }
    }

    @Test(
        "One delete waits at a time: confirming a second sends the first at once, and Undo is offered for the second",
        arguments: Architecture.allCases)
    func secondDeleteSendsTheFirst(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        try Self.delete(Self.hub, robot)
        try robot.advance(by: .seconds(2))

        try Self.delete(Self.monitor, robot)

        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/3"])
        #expect(robot.labels.contains("Deleted 27-inch Monitor"))
        #expect(!robot.labels.contains("Deleted USB-C Hub"))
        try robot.advance(by: .milliseconds(4900))
        #expect(server.requests(to: .deleteProduct).count == 1, "the second waits its own 5 seconds")
        try robot.advance(by: .milliseconds(100))
        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/3", "/products/4"])
        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub && $0 != Self.monitor })
    }

    @Test(
        "Undo after a second delete puts back only the second's row", arguments: Architecture.allCases)
    func undoAfterSecondDelete(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        try Self.delete(Self.hub, robot)
        try Self.delete(Self.monitor, robot)

        try robot.tap("Undo")

        #expect(robot.rows == Self.firstPage.filter { $0 != Self.hub })
        try robot.advance(by: .seconds(60))
        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/3"])
    }

    /// A step that asks the list for a page: pulling to refresh, or reaching the end of the list.
    nonisolated enum PageAsked: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case pullToRefresh
        case reachingTheEnd

        var testDescription: String { rawValue }

        /// The request the step sends, after the waiting delete.
        var request: String {
            self == .pullToRefresh ? "GET /products?page=1&perPage=10" : "GET /products?page=2&perPage=10"
        }

        @MainActor
        func take(_ robot: Robot) throws {
            switch self {
            case .pullToRefresh: try robot.pullToRefresh()
            case .reachingTheEnd: try robot.scrollToBottom()
            }
        }
    }

    @Test(
        "Pull to refresh and reaching the end send a waiting delete first, then ask for their page; the row stays off",
        arguments: Architecture.allCases, PageAsked.allCases)
    func pageSendsTheWaitingDelete(_ architecture: Architecture, asked: PageAsked) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        try Self.delete(Self.hub, robot)
        #expect(server.requests(to: .deleteProduct).isEmpty)

        try asked.take(robot)

        #expect(server.log.map(\.description).suffix(2) == ["DELETE /products/3", asked.request])
        switch asked {
        case .pullToRefresh:
            #expect(robot.rows == Array(allCatalogueRows.filter { $0 != Self.hub }.prefix(10)))
        case .reachingTheEnd:
            #expect(!robot.rows.contains(Self.hub))
            #expect(robot.rows.count > 9, "the next page's products are added")
        }
        Self.expectNoUndoBar(robot)
        #expect(robot.alert == nil)
        try robot.advance(by: .seconds(60))
        #expect(server.requests(to: .deleteProduct).count == 1, "a delete is sent once")
    }

    @Test(
        "Leaving the list sends a waiting delete at once; its answer changes nothing, and the list is freed",
        arguments: Architecture.allCases, [true, false])
    func leavingSendsTheWaitingDelete(_ architecture: Architecture, accepted: Bool) throws {
        let server = Server()
        let robot = try Self.openProducts(architecture, on: server)
        if !accepted {
            server.fail(.deleteProduct, status: 409, message: "USB-C Hub is in an open order")
        }
        weak let list = robot.topViewController
        try Self.delete(Self.hub, robot)

        try robot.goBack()

        #expect(server.log.last?.description == "DELETE /products/3")
        #expect(list == nil, "the product list is still alive after Back")
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
        try robot.advance(by: .seconds(60))
        #expect(server.requests(to: .deleteProduct).count == 1)
        try robot.checkForProblems()
    }

    @Test(
        "Deleting the last row shows No products beside the Undo bar; Undo brings the row back",
        arguments: Architecture.allCases)
    func lastRow(_ architecture: Architecture) throws {
        let server = Server(products: Array(SeedData.products.prefix(1)))
        let robot = try Self.openProducts(architecture, on: server)

        try Self.delete(allCatalogueRows[0], robot)

        #expect(robot.rows.isEmpty)
        #expect(robot.labels.contains("No products"))
        #expect(robot.labels.contains("Deleted Mechanical Keyboard"))
        try robot.tap("Undo")
        #expect(robot.rows == [allCatalogueRows[0]])
        #expect(!robot.labels.contains("No products"))
    }

    // MARK: - Helpers

    static let hub = "USB-C Hub — $39.50"
    static let monitor = "27-inch Monitor — $279.00"
    static let firstPage = Array(allCatalogueRows.prefix(10))

    static func openProducts(_ architecture: Architecture, on server: Server) throws -> Robot {
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        return robot
    }

    /// Swipe the row that reads `row`, choose Delete, and confirm it.
    static func delete(_ row: String, _ robot: Robot) throws {
        try robot.tapRowAction("Delete", onRow: row)
        try robot.tap("Delete")
    }

    static func expectNoUndoBar(_ robot: Robot, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!robot.buttons.contains("Undo"), sourceLocation: sourceLocation)
        #expect(!robot.labels.contains { $0.hasPrefix("Deleted ") }, sourceLocation: sourceLocation)
    }
}
