import AppCatalogue
import Backend
import HeadlessUI
import Testing

@Suite("Products: the paged list", .reportsLateUIMisuse)
struct ProductsConformance {
    @Test(
        "The first page shows 10 rows, with the loading indicator on while it is in flight",
        arguments: Architecture.allCases)
    func firstPage(_ architecture: Architecture) throws {
        let server = Server()
        server.delivery = .held
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(robot.title == "Products")
        #expect(robot.isShowingActivity)
        #expect(robot.rows.isEmpty)
        #expect(server.log.map(\.description) == ["GET /products?page=1&perPage=10"])

        server.deliverAll()

        #expect(!robot.isShowingActivity)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(robot.rows.first == "Mechanical Keyboard — $89.99")
        #expect(!robot.labels.contains("No products"))
    }

    @Test("Load-more appends 10, then 3, then sends no request", arguments: Architecture.allCases)
    func loadMore(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try robot.scrollToBottom()
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))

        try robot.scrollToBottom()
        #expect(robot.rows == allCatalogueRows)

        try robot.scrollToTop()
        try robot.scrollToBottom()
        #expect(robot.rows == allCatalogueRows)
        #expect(
            server.log.map(\.description) == [
                "GET /products?page=1&perPage=10",
                "GET /products?page=2&perPage=10",
                "GET /products?page=3&perPage=10",
            ])
    }

    @Test("A page in flight is not requested twice", arguments: Architecture.allCases)
    func pageInFlightNotRequestedTwice(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.delivery = .held

        try robot.scrollToBottom()
        try robot.scrollToTop()
        try robot.scrollToBottom()
        server.deliverAll()

        #expect(server.requests(to: .products).count == 2)
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    @Test("Pull to refresh starts again from page 1", arguments: Architecture.allCases)
    func reloadStartsFromPageOne(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        try robot.scrollToBottom()
        #expect(robot.rows.count == 20)

        server.delivery = .held
        try robot.pullToRefresh()
        #expect(robot.isRefreshing)
        #expect(server.log.last?.description == "GET /products?page=1&perPage=10")
        server.deliverAll()

        #expect(!robot.isRefreshing)
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))

        server.delivery = .immediate
        try robot.scrollToBottom()
        #expect(server.log.last?.description == "GET /products?page=2&perPage=10")
        #expect(robot.rows == Array(allCatalogueRows.prefix(20)))
    }

    @Test("An empty catalogue shows the label No products", arguments: Architecture.allCases)
    func emptyCatalogue(_ architecture: Architecture) throws {
        let server = Server()
        server.emptyCatalogue()
        let robot = try launch(architecture, on: server)

        try robot.tap("Products")

        #expect(robot.rows.isEmpty)
        #expect(robot.labels.contains("No products"))
        #expect(robot.alert == nil)
    }

    @Test("Selecting a row opens the product's detail", arguments: Architecture.allCases)
    func selectOpensDetail(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")

        try robot.selectRow("USB-C Hub — $39.50")

        #expect(robot.title == "USB-C Hub")
        #expect(robot.backButton == "Products")
        #expect(robot.labels == ["Price: $39.50"])
        try robot.goBack()
        #expect(robot.title == "Products")
        #expect(robot.rows.count == 10)
        #expect(server.log.count == 1)
    }

    @Test("A server error on the product list shows its message and keeps the rows", arguments: Architecture.allCases)
    func serverErrorKeepsRows(_ architecture: Architecture) throws {
        let server = Server()
        let robot = try launch(architecture, on: server)
        try robot.tap("Products")
        server.fail(.products, status: 500, message: "Catalogue unavailable")

        try robot.scrollToBottom()

        #expect(robot.alert == ShownAlert(title: "Error", message: "Catalogue unavailable", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.rows == Array(allCatalogueRows.prefix(10)))
        #expect(!robot.isShowingActivity)
    }
}
