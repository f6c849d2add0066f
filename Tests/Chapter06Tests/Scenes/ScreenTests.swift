import Backend
import HeadlessUI
import Testing

@testable import CleanMVVM

/// The screens in HeadlessUI: how the assembler builds and binds them, what they show of their `Output`, and that
/// they are freed when closed.
@Suite("Screens: built by the assembler, bound at once, freed when closed")
struct ScreenTests {
    // snippet: clean-test-assembler-binds
    @Test("The assembler binds a screen as it builds it; the screen asks for its first page when it appears")
    func assemblerBindsBeforeShowing() throws {
        let server = Server()
        let assembler = DefaultAssembler(server: server)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let window = UIWindow()
        window.rootViewController = navigation
        window.makeKeyAndVisible()

        let screen: ProductsViewController = assembler.resolve(navigationController: navigation)
        #expect(screen.isViewLoaded)
        #expect(screen.viewModel != nil)
        #expect(server.log.isEmpty)

        navigation.pushViewController(screen, animated: true)

        #expect(server.log.map(\.description) == ["GET /products?page=1&perPage=10"])
        #expect(screen.tableView.numberOfRows(inSection: 0) == 10)
    }
    // end-snippet

    @Test("The editor shows each rule's message under its field once Save has been tapped, and clears it when fixed")
    func validationUnderFields() throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        try robot.type("", into: "Name")
        #expect(robot.labels.isEmpty)

        try robot.tap("Save")
        #expect(robot.alert == ShownAlert(title: "Error", message: "Name must not be empty", actions: ["OK"]))
        try robot.tap("OK")
        #expect(robot.labels == ["Name must not be empty"])

        try robot.type("Silent Mouse", into: "Name")
        #expect(robot.labels.isEmpty)
    }

    @Test("A saved row is marked as edited in its cell, and reads as before")
    func editedRowMarked() throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Wireless Mouse — $24.99")
        try robot.type("Silent Mouse", into: "Name")
        try robot.tap("Save")

        let list = try #require(robot.topViewController as? ProductsViewController)
        let cell = try #require(list.tableView.cellForRow(at: row(1)))
        #expect(cell.displayedText == "Silent Mouse — $24.99")
        let labels = cell.allViews.compactMap { $0 as? UILabel }.filter { !$0.isHidden && $0.text == "Edited" }
        #expect(labels.count == 1)
    }

    @Test("A product cell is freed with its screen: its Edit and Delete buttons do not hold it")
    func cellsFreed() throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap("Products")
        weak let cell = try #require(robot.topViewController as? ProductsViewController).tableView
            .cellForRow(at: row(0))
        #expect(cell != nil)

        try robot.goBack()

        #expect(cell == nil, "a product cell is still alive after its screen was closed")
    }

    @Test(
        "Every screen of the app is freed when it is closed", arguments: ["Pros", "Cons", "Reservations", "Products"])
    func screensFreed(title: String) throws {
        let robot = try Robot(launching: AppDelegate(server: Server()))
        try robot.tap(title)
        weak let screen = robot.topViewController
        #expect(screen?.title == title)
        if title == "Products" {
            try robot.selectRow("Laptop Stand — $45.00")
            weak let detail = robot.topViewController
            try robot.goBack()
            try robot.tapRowAction("Edit", onRow: "Laptop Stand — $45.00")
            weak let editor = robot.topViewController
            try robot.tap("Cancel")
            try robot.tapRowAction("Delete", onRow: "Laptop Stand — $45.00")
            try robot.tap("Cancel")
            #expect(detail == nil && editor == nil)
        }

        try robot.goBack()

        #expect(screen == nil, "the \(title) screen is still alive after Back")
    }
}
