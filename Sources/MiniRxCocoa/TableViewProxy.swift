import Foundation
import HeadlessUI
import MiniRx

/// A table's data source and delegate, turned into observables: the one object behind `rx.items`,
/// `rx.itemSelected`, `rx.willDisplayRow` and `rx.swipeAction` (RxCocoa's delegate proxies do the same job).
///
/// The table holds its data source and delegate weakly, so every binding and observable made from the proxy holds
/// it instead: it lives as long as someone uses it.
final class TableViewProxy: UITableViewDataSource, UITableViewDelegate {
    /// One action a swipe on a row reveals, and where its taps go.
    private struct SwipeAction {
        let id: Int
        let title: String
        let style: UIContextualAction.Style
        let taps: PublishSubject<IndexPath>
    }

    /// How many rows the table has.
    var rowCount = 0
    /// The cell for a row, made when the table asks for it.
    var cellForRow: (UITableView, _ row: Int) -> UITableViewCell = { _, _ in
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    private let selected = PublishSubject<IndexPath>()
    private let displayed = PublishSubject<IndexPath>()
    private var swipeActions: [SwipeAction] = []
    private var nextSwipeActionID = 0

    private init() {}

    /// The proxy `tableView` already has, or a new one installed as its data source and delegate.
    static func proxy(for tableView: UITableView) -> TableViewProxy {
        if let proxy = tableView.dataSource as? TableViewProxy { return proxy }
        let proxy = TableViewProxy()
        tableView.dataSource = proxy
        tableView.delegate = proxy
        return proxy
    }

    /// The index path of each row tapped.
    var selections: Observable<IndexPath> {
        keepingAlive(selected)
    }

    /// The index path of each row as it comes into view.
    var displays: Observable<IndexPath> {
        keepingAlive(displayed)
    }

    /// Offers a swipe action titled `title` on every row while subscribed, and sends the index path of each row it
    /// is tapped on.
    func swipeTaps(title: String, style: UIContextualAction.Style) -> Observable<IndexPath> {
        Observable.deferred { [self] in
            let id = nextSwipeActionID
            nextSwipeActionID += 1
            let taps = PublishSubject<IndexPath>()
            swipeActions.append(SwipeAction(id: id, title: title, style: style, taps: taps))
            return keepingAlive(taps).do(onDispose: { [weak self] in self?.swipeActions.removeAll { $0.id == id } })
        }
    }

    /// `subject`'s events while subscribed; each subscription keeps this proxy alive until it is disposed.
    private func keepingAlive(_ subject: PublishSubject<IndexPath>) -> Observable<IndexPath> {
        Observable.create { observer in
            let subscription = subject.subscribe(observer)
            return Disposables.create {
                subscription.dispose()
                withExtendedLifetime(self) {}
            }
        }
    }

    // MARK: - Data source and delegate

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rowCount
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellForRow(tableView, indexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selected.onNext(indexPath)
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.onNext(indexPath)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard !swipeActions.isEmpty else { return nil }
        let actions = swipeActions.map { action in
            UIContextualAction(style: action.style, title: action.title) { _, _, done in
                action.taps.onNext(indexPath)
                done(true)
            }
        }
        return UISwipeActionsConfiguration(actions: actions)
    }
}
