import Foundation
import HeadlessUI
import Testing

@MainActor
private func showList(_ items: [String]) -> (Robot, ListViewController) {
    let window = UIWindow()
    let list = ListViewController(items: items)
    window.rootViewController = UINavigationController(rootViewController: list)
    window.makeKeyAndVisible()
    return (Robot(window: window), list)
}

@Suite("HeadlessUI: table views")
struct TableViewTests {
    @Test("A table loads its rows when first laid out, and shows old rows until reloadData")
    func reloadDataIsNeeded() {
        let (robot, list) = showList(["One", "Two"])
        #expect(robot.rows == ["One", "Two"])

        list.items.append("Three")
        #expect(robot.rows == ["One", "Two"])

        list.tableView.reloadData()
        #expect(robot.rows == ["One", "Two", "Three"])
    }

    @Test("Only rows inside the bounds are displayed; scrolling to the bottom displays the rest")
    func displayFollowsScrolling() throws {
        let (robot, list) = showList((1...12).map { "Row \($0)" })
        #expect(list.displayedRows == Array(0...7))

        try robot.scrollToBottom()

        #expect(list.displayedRows == Array(0...7) + [8, 9, 10, 11])
        let bottomOffset: CGFloat = 12 * 44 - 352
        #expect(list.tableView.contentOffset.y == bottomOffset)
    }

    @Test("Deleting rows the data source still has is recorded as an invalid update")
    func invalidUpdate() {
        let (robot, list) = showList(["One", "Two"])

        list.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)

        #expect(robot.window.takeProblems().first?.hasPrefix("Invalid update in deleteRows") == true)
    }

    @Test("Selecting a row by its text tells the delegate which row")
    func selectRow() throws {
        let (robot, list) = showList(["One", "Two"])

        try robot.selectRow("Two")

        #expect(list.selectedRows == [1])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("A swipe action is found by its title and runs with its row")
    func swipeAction() throws {
        let (robot, list) = showList(["One", "Two"])

        try robot.tapRowAction("Delete", onRow: "One")

        #expect(list.swipedActions == ["Delete One"])
        #expect(throws: HeadlessUIError.self) { try robot.tapRowAction("Archive", onRow: "One") }
    }
}
