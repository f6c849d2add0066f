import Foundation
import HeadlessUI

/// The Pros or Cons screen: a table. Loading it pulls the trigger (through the presentation logic); what arrives
/// comes back through the loading infrastructure, which calls this screen as its ``AIListDisplay``.
final class AIListViewController: UIViewController, UITableViewDataSource, AIListDisplay {
    private let logic: AIListPresentationLogic
    private let loading: AIListLoadingInfra
    private let tableView = UITableView()
    private var items: [String] = []

    init(title: String, logic: AIListPresentationLogic, loading: AIListLoadingInfra) {
        self.logic = logic
        self.loading = loading
        super.init()
        self.title = title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
        loading.display = self
        logic.viewDidLoad()
    }

    func show(_ items: [String]) {
        self.items = items
        tableView.reloadData()
    }

    func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
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
