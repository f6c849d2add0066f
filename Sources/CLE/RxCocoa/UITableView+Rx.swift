import Foundation
import HeadlessUI
import MiniRx

/// A table's rows as a binder and what a person does with them as observables, all through one
/// ``TableViewProxy``.
extension Reactive where Base: UITableView {
    /// Shows these rows, one line of text each, and reloads the table.
    var items: Binder<[String]> {
        let proxy = TableViewProxy.proxy(for: base)
        return Binder(base) { tableView, rows in
            proxy.rows = rows
            tableView.reloadData()
        }
    }

    /// The index path of each row a person taps.
    var itemSelected: Observable<IndexPath> {
        TableViewProxy.proxy(for: base).selections
    }

    /// The index path of each row as it comes into view.
    var willDisplayRow: Observable<IndexPath> {
        TableViewProxy.proxy(for: base).displays
    }

    /// Offers a swipe action titled `title` on every row while subscribed; sends the index path of the row it was
    /// tapped on.
    func swipeAction(title: String, style: UIContextualAction.Style) -> Observable<IndexPath> {
        TableViewProxy.proxy(for: base).swipeTaps(title: title, style: style)
    }
}
