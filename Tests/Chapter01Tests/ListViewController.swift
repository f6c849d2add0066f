import Foundation
import HeadlessUI

/// A table screen over an array the test changes, with a Delete swipe action and a journal of what the table told
/// its delegate: rows displayed, rows selected, actions swiped, scrolls.
final class ListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView()
    var items: [String]
    private(set) var displayedRows: [Int] = []
    private(set) var selectedRows: [Int] = []
    private(set) var swipedActions: [String] = []
    /// How many times the table told its delegate it scrolled.
    private(set) var scrolls = 0

    init(items: [String]) {
        self.items = items
        super.init()
        title = "List"
    }

    override func viewDidLoad() {
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayedRows.append(indexPath.row)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selectedRows.append(indexPath.row)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        scrolls += 1
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.row]
        return UISwipeActionsConfiguration(actions: [
            UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                self?.swipedActions.append("Delete \(item)")
                done(true)
            }
        ])
    }
}
