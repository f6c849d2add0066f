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

    @Test("The scroll offset stays between the top and the last row, however far a scroll asks to go")
    func offsetClamped() {
        let (_, list) = showList((1...12).map { "Row \($0)" })
        let bottom: CGFloat = 12 * 44 - 352

        list.tableView.setContentOffset(CGPoint(x: 0, y: 10_000), animated: false)
        #expect(list.tableView.contentOffset == CGPoint(x: 0, y: bottom))
        #expect(list.displayedRows == Array(0...11), "no row past the last one was asked for")

        list.tableView.setContentOffset(CGPoint(x: 0, y: -500), animated: false)
        #expect(list.tableView.contentOffset == .zero)

        let (_, short) = showList(["One", "Two"])
        short.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        #expect(short.tableView.contentOffset == .zero, "content shorter than the screen does not scroll")
    }

    @Test("A reload that leaves fewer rows pulls the offset back to the new last row")
    func offsetClampedOnReload() throws {
        let (robot, list) = showList((1...20).map { "Row \($0)" })
        try robot.scrollToBottom()

        list.items = Array(list.items.prefix(10))
        list.tableView.reloadData()

        let newBottom: CGFloat = 10 * 44 - 352
        #expect(list.tableView.contentOffset.y == newBottom)
    }

    @Test("Scrolling to where the table already is tells its delegate nothing")
    func sameOffsetIsNoScroll() throws {
        let (robot, list) = showList((1...12).map { "Row \($0)" })
        try robot.scrollToBottom()
        let scrolls = list.scrolls

        try robot.scrollToBottom()

        #expect(list.scrolls == scrolls)
    }

    @Test("A row that scrolls out of view and back in is displayed again")
    func rowsForgottenOnScrollOut() throws {
        let (robot, list) = showList((1...12).map { "Row \($0)" })
        try robot.scrollToBottom()

        try robot.scrollToTop()

        #expect(list.displayedRows == Array(0...7) + [8, 9, 10, 11] + [0, 1, 2, 3])
    }

    @Test("After reloadData, the rows in view are displayed again at the next layout pass")
    func rowsForgottenOnReload() {
        let (robot, list) = showList((1...12).map { "Row \($0)" })

        list.tableView.reloadData()
        #expect(list.displayedRows == Array(0...7), "not inside reloadData")
        _ = robot.rows

        #expect(list.displayedRows == Array(0...7) + Array(0...7))
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
