import Foundation
import HeadlessUI
import MiniRx

/// The data source and delegate behind `rx.items` and `rx.itemSelected` (RxCocoa's delegate proxies do this job).
/// A table holds its data source weakly, so the bindings made from the adapter hold it instead.
final class TableViewAdapter: UITableViewDataSource, UITableViewDelegate {
    var rowCount = 0
    var cellForRow: (UITableView, Int) -> UITableViewCell = { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    private let selected = PublishSubject<IndexPath>()

    /// The adapter `tableView` already has, or a new one made its data source and delegate.
    static func installed(in tableView: UITableView) -> TableViewAdapter {
        if let adapter = tableView.dataSource as? TableViewAdapter { return adapter }
        let adapter = TableViewAdapter()
        tableView.dataSource = adapter
        tableView.delegate = adapter
        return adapter
    }

    /// The index path of each row tapped, for as long as the subscription lasts; it keeps the adapter alive.
    var selections: Observable<IndexPath> {
        let adapter = self
        return selected.asObservable().do(onDispose: { withExtendedLifetime(adapter) {} })
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellForRow(tableView, indexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.onNext(indexPath)
    }
}
