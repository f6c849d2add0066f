import Foundation

/// A scrolling list of rows, filled by its data source and watched by its delegate.
///
/// As in UIKit, the table asks its data source for rows the first time it is laid out and again on every
/// ``reloadData()``: change the data without reloading and the screen keeps showing the old rows.
/// Only rows inside the bounds are displayed (the delegate's `willDisplay` says which), at the next layout pass —
/// not inside `reloadData()` — and scrolling reveals more.
open class UITableView: UIScrollView {
    public weak var dataSource: (any UITableViewDataSource)?
    open var rowHeight: CGFloat = 44
    /// Shown behind the rows: the place for an empty-state view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { addSubview(backgroundView) }
        }
    }

    /// The cells of every row, as of the last load.
    public private(set) var loadedCells: [[UITableViewCell]] = []
    public private(set) var hasLoadedRows = false
    public private(set) var indexPathForSelectedRow: IndexPath?
    private var displayedIndexPaths: Set<IndexPath> = []
    /// Set by a reload: the visible rows are displayed again at the next layout pass, as in UIKit.
    private var needsDisplayPass = false

    public override init() {
        super.init()
    }

    // MARK: - Loading

    /// How many rows `section` had at the last load.
    public func numberOfRows(inSection section: Int) -> Int {
        loadedCells.indices.contains(section) ? loadedCells[section].count : 0
    }

    /// The cell shown at `indexPath`, as of the last load.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        guard loadedCells.indices.contains(indexPath.section),
            loadedCells[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return loadedCells[indexPath.section][indexPath.row]
    }

    /// Ask the data source again for every row.
    open func reloadData() {
        hasLoadedRows = true
        guard let dataSource else {
            loadedCells = []
            updateContent()
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        loadedCells = (0..<sections).map { section in
            let rows = max(0, dataSource.tableView(self, numberOfRowsInSection: section))
            return (0..<rows).map { row in
                dataSource.tableView(self, cellForRowAt: IndexPath(row: row, section: section))
            }
        }
        displayedIndexPaths = []
        updateContent()
    }

    private func updateContent() {
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        needsDisplayPass = true
        if contentOffset.y > maximumContentOffset.y {
            setContentOffset(maximumContentOffset, animated: false)
        }
    }

    /// Delete rows the data source no longer has. UIKit crashes when the counts do not add up;
    /// HeadlessUI records the problem and reloads.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(named: "deleteRows", expectedChange: -indexPaths.count)
    }

    /// Ask the data source again for these rows.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        applyUpdate(named: "reloadRows", expectedChange: 0)
    }

    /// How a row change animates; headless, nothing moves.
    public enum RowAnimation: Sendable {
        case automatic
    }

    private func applyUpdate(named name: String, expectedChange: Int) {
        let before = rowCount
        reloadData()
        let after = rowCount
        if after != before + expectedChange {
            window?.recordProblem(
                "Invalid update in \(name): the table had \(before) rows and the change adds \(expectedChange), "
                    + "but the data source now has \(after)")
        }
    }

    /// Load the rows the first time; after a reload, display the rows inside the bounds.
    open override func layoutIfNeeded() {
        if !hasLoadedRows { reloadData() }
        if needsDisplayPass {
            needsDisplayPass = false
            displayVisibleRows()
        }
        super.layoutIfNeeded()
    }

    // MARK: - Selection

    public func selectRow(at indexPath: IndexPath?, animated: Bool) {
        indexPathForSelectedRow = indexPath
    }

    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if indexPathForSelectedRow == indexPath { indexPathForSelectedRow = nil }
    }

    /// What a person's tap on a row does: select it and tell the delegate.
    func tapRow(at indexPath: IndexPath) {
        indexPathForSelectedRow = indexPath
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    // MARK: - Scrolling and display

    var tableDelegate: (any UITableViewDelegate)? {
        delegate as? any UITableViewDelegate
    }

    /// How many rows every section holds together, as of the last load.
    private var rowCount: Int {
        loadedCells.reduce(0) { $0 + $1.count }
    }

    private var allIndexPaths: [IndexPath] {
        loadedCells.indices.flatMap { section in
            loadedCells[section].indices.map { IndexPath(row: $0, section: section) }
        }
    }

    /// The rows inside the bounds at the current offset.
    public var indexPathsForVisibleRows: [IndexPath] {
        let top = contentOffset.y
        let bottom = top + bounds.height
        return allIndexPaths.enumerated().compactMap { position, indexPath in
            let rowTop = CGFloat(position) * rowHeight
            return rowTop < bottom && rowTop + rowHeight > top ? indexPath : nil
        }
    }

    override func didScroll() {
        displayVisibleRows()
    }

    /// Tell the delegate about each row that has come into view.
    private func displayVisibleRows() {
        for indexPath in indexPathsForVisibleRows where !displayedIndexPaths.contains(indexPath) {
            displayedIndexPaths.insert(indexPath)
            if let cell = cellForRow(at: indexPath) {
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
        let visible = Set(indexPathsForVisibleRows)
        displayedIndexPaths.formIntersection(visible)
    }
}
