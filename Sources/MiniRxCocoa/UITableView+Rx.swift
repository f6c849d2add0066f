import Foundation
import HeadlessUI
import MiniRx

/// A table's rows as binders and what a person does with them as observables, all through one ``TableViewProxy``.
extension Reactive where Base: UITableView {
    /// Shows each list of items, one cell per item made by `cellFactory`, and reloads the table.
    public func items<Item>(
        _ cellFactory: @escaping (UITableView, _ row: Int, Item) -> UITableViewCell
    ) -> Binder<[Item]> {
        let proxy = TableViewProxy.proxy(for: base)
        return Binder(base) { tableView, items in
            proxy.rowCount = items.count
            proxy.cellForRow = { tableView, row in cellFactory(tableView, row, items[row]) }
            tableView.reloadData()
        }
    }

    /// Shows these rows, one line of text each, and reloads the table.
    public var items: Binder<[String]> {
        items { _, _, text in
            let cell = UITableViewCell(style: .default, reuseIdentifier: "Row")
            cell.textLabel?.text = text
            return cell
        }
    }

    /// The index path of each row a person taps.
    public var itemSelected: Observable<IndexPath> {
        TableViewProxy.proxy(for: base).selections
    }

    /// The index path of each row as it comes into view.
    public var willDisplayRow: Observable<IndexPath> {
        TableViewProxy.proxy(for: base).displays
    }

    /// Offers a swipe action titled `title` on every row while subscribed; sends the index path of the row it was
    /// tapped on.
    public func swipeAction(title: String, style: UIContextualAction.Style) -> Observable<IndexPath> {
        TableViewProxy.proxy(for: base).swipeTaps(title: title, style: style)
    }
}
