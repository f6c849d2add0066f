import Backend
import HeadlessUI
import Testing

@testable import Unidirectional

/// The app driven by its titles: the views draw the state and send what the person did; closed screens are freed.
@Suite("Screens: the unidirectional app driven by its titles")
struct ScreenTests {
    let server = Server()

    func launch() throws -> Robot {
        try Robot(launching: AppDelegate(server: server))
    }

    @Test("The edit flow: Save waits while in flight, the editor closes and is freed, the row shows the saved product")
    func editFlow() async throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        weak let editor = robot.topViewController
        server.delivery = .held

        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")
        #expect(throws: HeadlessUIError.self) { try robot.tap("Save") }
        #expect(server.deliverAll() == 1)

        #expect(server.requests(to: .updateProduct).count == 1)
        #expect(robot.title == "Products")
        #expect(robot.rows[1] == "Silent Mouse — $24.99")
        #expect(editor == nil)
    }

    @Test("Back from a pushed screen sets the state's destination to nil, and the screen is freed")
    func backClearsDestination() async throws {
        let robot = try launch()
        try robot.tap("Products")
        try robot.selectRow("USB-C Hub — $39.50")
        weak let detail = robot.topViewController
        #expect(robot.labels == ["Price: $39.50"])

        try robot.goBack()
        try robot.selectRow("USB-C Hub — $39.50")

        #expect(detail == nil)
        #expect(robot.title == "USB-C Hub")
    }

    @Test("A list closed while its page is held is freed, and the late answer shows nothing")
    func closedWhileLoading() async throws {
        let robot = try launch()
        server.delivery = .held
        try robot.tap("Products")
        weak let list = robot.topViewController

        try robot.goBack()

        #expect(list == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("A reload shows the refresh control until its page arrives; the superseded page stops nothing")
    func refreshControl() async throws {
        let robot = try launch()
        server.delivery = .held
        try robot.tap("Products")
        #expect(robot.isShowingActivity)
        try robot.pullToRefresh()

        #expect(server.deliverNext())
        #expect(robot.isRefreshing && robot.isShowingActivity)
        #expect(server.deliverNext())

        #expect(!robot.isRefreshing && !robot.isShowingActivity)
        #expect(robot.rows.count == 10)
    }
}
