import Backend
import HeadlessUI
import Testing

@testable import TriggerObserver

@Suite("The screens, driven by a person's taps")
struct ScreenTests {
    private func openProducts(_ server: Server) throws -> Robot {
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Products")
        return robot
    }

    @Test("Scrolling to the bottom loads the next page; after the last page nothing more is sent")
    func paging() throws {
        let server = Server()
        let robot = try openProducts(server)
        #expect(robot.rows.count == 10)
        #expect(robot.rows.first == "Mechanical Keyboard — $89.99")

        try robot.scrollToBottom()
        #expect(robot.rows.count == 20)
        try robot.scrollToBottom()
        #expect(robot.rows.count == 23)
        try robot.scrollToBottom()

        #expect(
            server.requests(to: .products).map(\.url) == [
                "/products?page=1&perPage=10", "/products?page=2&perPage=10", "/products?page=3&perPage=10",
            ])
    }

    @Test("While a page is in flight, scrolling up and down again sends nothing more")
    func noDoubleFetchOnScreen() throws {
        let server = Server()
        let robot = try openProducts(server)
        let table = try #require(robot.topViewController?.view.allViews.compactMap { $0 as? UITableView }.first)
        server.delivery = .held

        try robot.scrollToBottom()
        table.setContentOffset(.zero, animated: false)
        try robot.scrollToBottom()
        #expect(server.requests(to: .products).count == 2, "page 1, then page 2 once")

        server.deliverAll()
        #expect(robot.rows.count == 20)
    }

    @Test("The spinner turns while the first page is in flight, and stops when it lands")
    func spinner() throws {
        let server = Server()
        server.delivery = .held
        let robot = try openProducts(server)
        #expect(robot.isShowingActivity)
        server.deliverAll()
        #expect(!robot.isShowingActivity)
        #expect(robot.rows.count == 10)
    }

    @Test("A refresh supersedes a page in flight: the late page is ignored")
    func refreshSupersedes() throws {
        let server = Server()
        let robot = try openProducts(server)
        server.delivery = .held
        try robot.scrollToBottom()  // page 2 held
        try robot.pullToRefresh()  // page 1 held

        server.deliverNext()  // the superseded page 2
        #expect(robot.rows.count == 10, "the late page 2 was not appended")
        #expect(robot.isRefreshing, "the late page 2 did not end the refresh")
        server.deliverNext()  // the reload's page 1
        #expect(robot.rows.count == 10)
        #expect(!robot.isRefreshing)
    }

    // snippet: triggerobserver-test-two-observers
    @Test("An edit saved in the editor shows in the list: two observers of one update")
    func editShowsInList() throws {
        let server = Server()
        let robot = try openProducts(server)
        try robot.tapRowAction("Edit", onRow: "HD Webcam — $59.99")
        #expect(robot.title == "Edit Product")
        try robot.type("Webcam Pro", into: "Name")
        try robot.type("64.5", into: "Price")
        try robot.tap("Save")

        #expect(robot.title == "Products")
        #expect(robot.rows.contains("Webcam Pro — $64.50"))
    }
    // end-snippet

    @Test("Deleting a row after confirming sends the request and removes it")
    func delete() throws {
        let server = Server()
        let robot = try openProducts(server)
        try robot.tapRowAction("Delete", onRow: "Wireless Mouse — $24.99")
        #expect(robot.alert?.title == "Delete product: Wireless Mouse")
        try robot.tap("Delete")

        #expect(server.requests(to: .deleteProduct).map(\.url) == ["/products/2"])
        #expect(!robot.rows.contains("Wireless Mouse — $24.99"))
    }

    @Test("Pros and Cons word what their loading infrastructure loaded: an empty list, a refusal, an unreadable answer")
    func prosConsWording() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        server.emptyCons()
        try robot.tap("Cons")
        #expect(robot.alert == ShownAlert(title: "Alert", message: "No cons found", actions: ["OK"]))
        try robot.tap("OK")
        try robot.goBack()
        server.fail(.pros, status: 500, message: "Server is down")
        try robot.tap("Pros")
        #expect(robot.alert == ShownAlert(title: "Alert", message: "Server is down", actions: ["OK"]))
        try robot.tap("OK")
        try robot.goBack()
        server.answerWithMalformedJSON(.pros)
        try robot.tap("Pros")
        #expect(robot.alert?.title == "Error")
        try robot.tap("OK")
        try robot.goBack()
        try robot.tap("Pros")
        #expect(robot.rows == server.pros)
        #expect(robot.alert == nil)
    }

    @Test("An invalid reservation id shows an alert and sends nothing")
    func invalidReservation() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("12ab", into: "Reservation id")
        try robot.tap("Reserve")

        #expect(robot.alert?.message == "Reservation id must be 1 to 8 digits")
        #expect(server.log.isEmpty)
    }

    @Test("Reserving and cancelling show their results")
    func reservations() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        #expect(robot.labels.contains("Reservation done successfully confirmation id: #8347838"))
        try robot.tap("Cancel")
        #expect(robot.labels.contains("Reservation cancelled successfully for reservation id: #82348"))
    }
}
