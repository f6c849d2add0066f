import Foundation
import HeadlessUI

/// Pros or Cons of AI: asks the `featureAI` module for its list when it loads and shows the rows it is sent.
final class ProsConsVC: BaseVC, UITableViewDataSource {
    private let side: ProsConsSide
    private let tableView = UITableView()
    private var items: [String] = []

    init(viewId: String, side: ProsConsSide) {
        self.side = side
        super.init(viewId: viewId)
        title = side == .pros ? "Pros" : "Cons"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
        let command = side == .pros ? "getPros" : "getCons"
        navigate(url: "myapp://featureAI?cmd=\(command)@viewId=\(viewId)")
    }

    override func reload(model: View) {
        if case .items(let list) = model.data {
            items = list
            tableView.reloadData()
        }
        if let notice = model.error {
            presentAlert(title: "Alert", message: notice)
        }
    }

    /// The server's refusals read `Alert` on this screen, as the spec has it; unreadable answers stay `Error`.
    override func alertTitle(for error: AppError) -> String {
        switch error {
        case .refused: "Alert"
        default: "Error"
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
