import Foundation
import HeadlessUI

/// The Pros or Cons screen: a table. Loading it pulls the trigger (through the presentation logic); what arrives is
/// loaded into memory by the loading infrastructure, which tells this screen, its ``ProsConsDisplay``. The screen
/// reads the rows from there and words what a person sees: the empty list's notice and the alerts' titles.
final class ProsConsViewController: UIViewController, UITableViewDataSource, ProsConsDisplay {
    private let side: ProsConsSide
    private let logic: ProsConsPresentationLogic
    private let loading: ProsConsLoadingInfra
    private let tableView = UITableView()

    init(side: ProsConsSide, logic: ProsConsPresentationLogic, loading: ProsConsLoadingInfra) {
        self.side = side
        self.logic = logic
        self.loading = loading
        super.init()
        title = side == .pros ? "Pros" : "Cons"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
        loading.display = self
        logic.viewDidLoad()
    }

    func showItems() {
        tableView.reloadData()
        if loading.items.isEmpty {
            showAlert(title: "Alert", message: side == .pros ? "No pros found" : "No cons found")
        }
    }

    /// The server's refusal — in its words, or by its status — is the write-up's `Alert`; an answer that cannot be
    /// read is an `Error`.
    func showFailure(_ error: AppError) {
        showAlert(title: error == .unreadable ? "Error" : "Alert", message: error.message)
    }

    private func showAlert(title: String, message: String) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        loading.items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Item")
        cell.textLabel?.text = loading.items[indexPath.row]
        return cell
    }
}
