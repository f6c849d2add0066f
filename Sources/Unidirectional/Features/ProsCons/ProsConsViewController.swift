import Foundation
import HeadlessUI
import MiniTCA

/// The pros-or-cons view: a table of the state's items and the state's alert. It sends one action, when it loads.
final class ProsConsViewController: UIViewController, UITableViewDataSource {
    private let store: StoreOf<ProsConsFeature>
    private var observation: StoreObservation?
    private let tableView = UITableView()
    private let alert = ScreenSlot<AlertState<ProsConsFeature.Action.Alert>>()
    private var items: [String] = []

    init(store: StoreOf<ProsConsFeature>) {
        self.store = store
        super.init()
        title = store.state.side.title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
        observation = store.observe { [weak self] state in self?.render(state) }
        store.send(.view(.viewLoaded))
    }

    private func render(_ state: ProsConsFeature.State) {
        if items != state.items {
            items = state.items
            tableView.reloadData()
        }
        alert.show(state.alert, from: self) { [store] alert in
            (UIAlertController(state: alert) { store.send(.alert($0)) }, .present)
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
}
