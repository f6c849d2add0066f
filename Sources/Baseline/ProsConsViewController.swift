import Backend
import Foundation
import HeadlessUI

/// Pros or Cons of AI, in one controller that does everything: builds the request, sends it, reads the list out of
/// the JSON, decides what counts as an error, words the alert and fills the table.
final class ProsConsViewController: UIViewController, UITableViewDataSource {
    /// The server's answer, `{"advantages":[…]}` or `{"disadvantages":[…]}`: only the side asked for is there.
    private struct Answer: Decodable {
        var advantages: [String]?
        var disadvantages: [String]?
    }

    private let side: ProsConsSide
    private let server: Server
    private let tableView = UITableView()
    private var items: [String] = []

    init(side: ProsConsSide, server: Server) {
        self.side = side
        self.server = server
        super.init()
        title = side == .pros ? "Pros" : "Cons"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        view.addSubview(tableView)
        fetchItems()
    }

    // snippet: baseline-pros-fetch
    private func fetchItems() {
        let path = side == .pros ? "/ai/pros" : "/ai/cons"
        server.send(Request(.get, path)) { [weak self] response in
            guard let self else { return }
            guard response.isSuccess else {
                showAlert(title: "Alert", message: BaselineError.message(status: response.status, body: response.body))
                return
            }
            let answer = try? JSONDecoder().decode(Answer.self, from: response.body)
            guard let list = side == .pros ? answer?.advantages : answer?.disadvantages else {
                showAlert(title: BaselineError.title, message: BaselineError.unreadable)
                return
            }
            if list.isEmpty {
                showAlert(title: "Alert", message: side == .pros ? "No pros found" : "No cons found")
            }
            items = list
            tableView.reloadData()
        }
    }
    // end-snippet

    private func showAlert(title: String, message: String) {
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
