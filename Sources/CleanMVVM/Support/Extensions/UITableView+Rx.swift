import Foundation
import HeadlessUI
import MiniRx

extension Reactive where Base: UITableView {
    /// Shows each list of items, one cell per item made by `cellFactory`, and reloads the table.
    func items<Item>(
        _ cellFactory: @escaping (UITableView, _ row: Int, Item) -> UITableViewCell
    ) -> Binder<[Item]> {
        let adapter = TableViewAdapter.installed(in: base)
        return Binder(base) { tableView, items in
            adapter.rowCount = items.count
            adapter.cellForRow = { tableView, row in cellFactory(tableView, row, items[row]) }
            tableView.reloadData()
        }
    }

    /// The index path of each row a person taps.
    var itemSelected: Observable<IndexPath> {
        TableViewAdapter.installed(in: base).selections
    }
}

extension Reactive where Base: UITableView {
    /// Shows `EmptyDataView` with `message` behind the rows while `true`.
    func isEmpty(message: String) -> Binder<Bool> {
        Binder(base) { tableView, isEmpty in
            tableView.backgroundView = isEmpty ? EmptyDataView(message: message) : nil
        }
    }
}
