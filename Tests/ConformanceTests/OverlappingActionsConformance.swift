import AppCatalogue
import Backend
import HeadlessUI
import Testing

/// DESIGN §2, "Overlapping actions": what a person sees when they act again while a request is still in flight.
/// The server holds its answers, so each scenario can act in between and deliver them one by one.
@Suite("Edge rules: overlapping actions", .reportsLateUIMisuse)
struct OverlappingActionsConformance {
    /// A first-page load in flight, which a pull to refresh supersedes.
    nonisolated enum PageOneLoad: String, CaseIterable, Sendable, CustomTestStringConvertible {
        /// Opening Products.
        case firstPage
        /// Pulling to refresh a list that shows 10 rows.
        case reload

        var testDescription: String { rawValue }

        /// Open Products and start this load, with the server holding its answer.
        @MainActor
        func start(on server: Server, _ robot: Robot) throws {
            switch self {
            case .firstPage:
                server.delivery = .held
                try robot.tap("Products")
            case .reload:
                try robot.tap("Products")
                server.delivery = .held
                try robot.pullToRefresh()
            }
        }
    }

    /// The first page on its own cannot be overtaken this way: until it arrives the table has no rows, so there is
    /// no end to reach. A reload is the first-page load that has rows under it.
    @Test(
        "A load-more reached while a reload is in flight sends nothing, and reaching the end again asks for page 2",
        arguments: Architecture.allCases)
    func loadMoreWaitsForReload(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try PageOneLoad.reload.start(on: server, robot)

        try robot.scrollToBottom()

        #expect(server.log.count == 2, "no page 2 while page 1 is in flight")
        #expect(server.log.last?.description == "GET /products?page=1&perPage=10")
        server.delivery = .immediate
        #expect(server.deliverAll() == 1)
        try robot.scrollToTop()
        try robot.scrollToBottom()

        // Once page 1 is in, the end is reached again: by this scroll, or already when the new rows were laid out
        // at the bottom the person had scrolled to (then this scroll asks for page 3).
        let pages = server.requests(to: .products).map(\.url).dropFirst(2)
        #expect(pages.first == "/products?page=2&perPage=10")
        #expect(pages.filter { $0 == "/products?page=2&perPage=10" }.count == 1, "page 2 is asked for once")
        #expect(robot.rows.prefix(20) == allCatalogueRows.prefix(20))
    }

    @Test(
        "After the last page, a reload starts paging afresh: reaching the end asks for page 2 again",
        arguments: Architecture.allCases)
    func reloadAfterLastPagePagesAgain(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.scrollToBottom()
        try robot.scrollToBottom()
        #expect(robot.rows == allCatalogueRows)

        server.delivery = .held
        try robot.pullToRefresh()
        #expect(server.deliverAll() == 1)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        try robot.scrollToBottom()

        #expect(server.log.last?.description == "GET /products?page=2&perPage=10")
        #expect(server.deliverAll() == 1)
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    /// One of two deletes confirmed one after the other: USB-C Hub's (id 3) first, then 27-inch Monitor's (id 4).
    nonisolated enum TwoDeletes: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case first
        case second

        var testDescription: String { rawValue }

        /// The row this delete removes: USB-C Hub's, or 27-inch Monitor's.
        @MainActor var row: String { self == .first ? allCatalogueRows[2] : allCatalogueRows[3] }
        /// The other delete's row.
        @MainActor var otherRow: String { self == .first ? TwoDeletes.second.row : TwoDeletes.first.row }

        /// Swipe this delete's row and confirm the delete.
        @MainActor
        func confirm(_ robot: Robot) throws {
            try robot.tapRowAction("Delete", onRow: row)
            try robot.tap("Delete")
        }
    }

    @Test(
        "Two deletes confirmed one after the other are both sent, and each row goes when its own answer arrives",
        arguments: Architecture.allCases, TwoDeletes.allCases)
    func twoDeletesInFlight(_ architecture: Architecture, answeredFirst: TwoDeletes) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.delivery = .held

        try TwoDeletes.first.confirm(robot)
        try TwoDeletes.second.confirm(robot)

        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/3", "/products/4"])
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)), "no row goes before its answer")
        #expect(answeredFirst == .first ? server.deliverNext() : server.deliverLast())
        #expect(!robot.rows.contains(answeredFirst.row))
        #expect(robot.rows.contains(answeredFirst.otherRow))
        #expect(server.deliverAll() == 1)
        #expect(robot.rows == allCatalogueRows.prefix(10).filter { !TwoDeletes.allCases.map(\.row).contains($0) })
        #expect(robot.alert == nil)
    }

    @Test(
        "Of two deletes in flight, a refused one keeps its row and leaves the other's row gone",
        arguments: Architecture.allCases, TwoDeletes.allCases)
    func oneOfTwoDeletesRefused(_ architecture: Architecture, refused: TwoDeletes) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.delivery = .held
        let refusal = "The product is in an open order"

        for delete in TwoDeletes.allCases {
            if delete == refused { server.fail(.deleteProduct, status: 409, message: refusal) }
            try delete.confirm(robot)
        }
        #expect(server.requests(to: .deleteProduct).count == 2)

        #expect(server.deliverAll() == 2)

        #expect(robot.alert == ShownAlert(title: "Error", message: refusal, actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows.contains(refused.row))
        #expect(!robot.rows.contains(refused.otherRow))
        #expect(robot.rows.count == 9)
    }

    @Test(
        "A superseded answer stops neither the loading indicator nor the refresh control",
        arguments: Architecture.allCases, PageOneLoad.allCases)
    func supersededAnswerStopsNothing(_ architecture: Architecture, _ superseded: PageOneLoad) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try superseded.start(on: server, robot)
        try robot.pullToRefresh()
        let showedActivity = robot.isShowingActivity
        #expect(robot.isRefreshing)
        #expect(server.heldResponses.count == 2)

        #expect(server.deliverNext(), "the superseded page 1")

        #expect(robot.isRefreshing, "the refresh that superseded it is still in flight")
        #expect(robot.isShowingActivity == showedActivity)
        #expect(server.deliverNext(), "the superseding page 1")
        #expect(!robot.isRefreshing)
        #expect(!robot.isShowingActivity)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
    }

    /// The order in which the two answers in flight arrive: as their requests were sent, or the later one first.
    nonisolated enum AnswerOrder: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case asSent
        case reversed

        var testDescription: String { self == .asSent ? "answered as sent" : "answered in reverse" }

        /// Deliver the first of the two answers this order gives.
        @MainActor
        func deliverFirst(_ server: Server) -> Bool {
            self == .asSent ? server.deliverNext() : server.deliverLast()
        }
    }

    @Test(
        """
        A delete confirmed while a load-more is in flight cancels nothing: both answers apply in either order, and \
        paging goes on from where it was
        """,
        arguments: Architecture.allCases, AnswerOrder.allCases)
    func deleteDuringLoadMore(_ architecture: Architecture, order: AnswerOrder) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.delivery = .held
        try robot.scrollToBottom()
        try robot.tapRowAction("Delete", onRow: allCatalogueRows[2])
        try robot.tap("Delete")
        #expect(server.log.map(\.description).suffix(2) == ["GET /products?page=2&perPage=10", "DELETE /products/3"])

        #expect(order.deliverFirst(server))
        if order == .reversed {
            #expect(robot.rows == allCatalogueRows.prefix(10).filter { $0 != allCatalogueRows[2] })
            try robot.scrollToTop()
            try robot.scrollToBottom()
            #expect(server.requests(to: .products).count == 2, "page 2 is still in flight: no page is asked for")
        }
        #expect(server.deliverAll() == 1)

        let remaining = allCatalogueRows.prefix(20).filter { $0 != allCatalogueRows[2] }
        #expect(robot.rows == remaining)
        #expect(robot.alert == nil)
        #expect(!robot.isShowingActivity)
        #expect(!robot.isRefreshing)
        #expect(server.requests(to: .products).count == 2)
        try expectPagingGoesOn(server, robot, after: remaining)
    }

    /// A first page cannot have a delete confirmed under it: until it arrives there is no row to delete. A reload is
    /// the first-page load with rows under it. The row deleted is on page 2, which the reload's page 1 leaves out, so
    /// the rows are the same whichever answer comes first.
    @Test(
        """
        A delete confirmed while a reload is in flight cancels nothing: both answers apply in either order, the \
        refresh control stops with the reload, and paging starts again from page 2
        """,
        arguments: Architecture.allCases, AnswerOrder.allCases)
    func deleteDuringReload(_ architecture: Architecture, order: AnswerOrder) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.scrollToBottom()
        server.delivery = .held
        try robot.pullToRefresh()
        try robot.tapRowAction("Delete", onRow: allCatalogueRows[14])
        try robot.tap("Delete")
        #expect(server.log.map(\.description).suffix(2) == ["GET /products?page=1&perPage=10", "DELETE /products/15"])

        #expect(order.deliverFirst(server))
        if order == .reversed {
            #expect(robot.rows == allCatalogueRows.prefix(20).filter { $0 != allCatalogueRows[14] })
            #expect(robot.isRefreshing, "a delete's answer stops nothing: the reload is still in flight")
            try robot.scrollToBottom()
            #expect(server.requests(to: .products).count == 3, "no load-more while page 1 is in flight")
            try robot.scrollToTop()
        }
        #expect(server.deliverAll() == 1)

        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(robot.alert == nil)
        #expect(!robot.isShowingActivity)
        #expect(!robot.isRefreshing)
        #expect(server.requests(to: .products).count == 3)
        server.delivery = .immediate
        try robot.scrollToTop()
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products?page=2&perPage=10")
        #expect(robot.rows == allCatalogueRows.prefix(21).filter { $0 != allCatalogueRows[14] })
    }

    @Test(
        "Cancel's result names the id that was cancelled, whatever was typed before its answer arrived",
        arguments: Architecture.allCases, ["11", "", "123456789"])
    func cancelAnswerNamesIdSent(_ architecture: Architecture, typedMeanwhile: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        server.delivery = .held
        try robot.tap("Cancel")
        #expect(server.log.last?.description == "DELETE /reservations/82348")

        try robot.type(typedMeanwhile, into: "Reservation id")
        #expect(server.deliverAll() == 1)

        #expect(robot.alert == nil)
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
        #expect(robot.text(in: "Reservation id") == typedMeanwhile)
        #expect(server.reservations.isEmpty)
    }

    @Test(
        "Reserve's confirmation belongs to the id that was reserved, whatever was typed before its answer arrived",
        arguments: Architecture.allCases, ["11", "", "123456789"])
    func reserveAnswerBelongsToIdSent(_ architecture: Architecture, typedMeanwhile: String) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Reservations")
        server.delivery = .held
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(server.log.last?.description == #"POST /reservations {"reservationId":"82348"}"#)

        try robot.type(typedMeanwhile, into: "Reservation id")
        #expect(server.deliverAll() == 1)

        #expect(robot.alert == nil)
        #expect(robot.labels == ["Reservation done successfully confirmation id: #8347838"])
        #expect(robot.text(in: "Reservation id") == typedMeanwhile)
        #expect(server.reservations == ["82348": "8347838"])
        server.delivery = .immediate
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Cancel")
        #expect(robot.labels == ["Reservation cancelled successfully for reservation id: #82348"])
    }

    /// Reach the end of the list again: the next page is asked for and its products are added under `rows`. Which page
    /// that is after a delete is the known issue's business (DESIGN §2), so only its products are checked.
    private func expectPagingGoesOn(_ server: Server, _ robot: Robot, after rows: [String]) throws {
        server.delivery = .immediate
        let pagesAskedFor = server.requests(to: .products).count
        try robot.scrollToTop()
        try robot.scrollToBottom()

        let next = server.requests(to: .products).dropFirst(pagesAskedFor).map(\.url)
        #expect(next.count == 1, "reaching the end again asks for the next page, once")
        #expect(next.first != "/products?page=1&perPage=10")
        #expect(Array(robot.rows.prefix(rows.count)) == rows)
        #expect(robot.rows.count > rows.count, "the next page's products are added")
        #expect(Set(robot.rows).count == robot.rows.count, "no product is listed twice")
    }

    @Test("Deleting the last row on screen shows No products", arguments: Architecture.allCases)
    func deletingLastRowShowsNoProducts(_ architecture: Architecture) throws {
        let server = Server(products: Array(SeedData.products.prefix(1)))
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        #expect(robot.rows == [allCatalogueRows[0]])
        #expect(!robot.labels.contains("No products"))

        try robot.tapRowAction("Delete", onRow: allCatalogueRows[0])
        try robot.tap("Delete")

        #expect(robot.rows.isEmpty)
        #expect(robot.labels.contains("No products"))
        #expect(robot.alert == nil)
    }

    @Test(
        "A price of 0 is readable and shows as $0.00 in the row, the detail and the editor",
        arguments: Architecture.allCases)
    func zeroPriceShown(_ architecture: Architecture) throws {
        let server = Server()
        server.edit(.products, field: "items.0.price", .set(json: "0"))
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        // Mechanical Keyboard's row, as every app words a row, with its price of 0.
        let freeRow = allCatalogueRows[0].replacing("$89.99", with: "$0.00")
        #expect(robot.alert == nil)
        #expect(robot.rows == [freeRow] + allCatalogueRows[1..<10])
        try robot.selectRow(freeRow)
        #expect(robot.title == "Mechanical Keyboard")
        #expect(robot.labels.contains("Price: $0.00"))
        try robot.goBack()
        try robot.tapRowAction("Edit", onRow: freeRow)
        #expect(robot.text(in: "Price") == "0.00")
    }
}
