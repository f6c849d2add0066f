import Foundation
import HeadlessUI

/// A screen that writes each lifecycle call to a shared journal, so tests can check UIKit's order.
final class JournalingViewController: UIViewController {
    let name: String
    let journal: Journal

    init(_ name: String, journal: Journal) {
        self.name = name
        self.journal = journal
        super.init()
        title = name
    }

    override func viewDidLoad() { journal.write("\(name) viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { journal.write("\(name) viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { journal.write("\(name) viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { journal.write("\(name) viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { journal.write("\(name) viewDidDisappear") }
}

/// The lines written by ``JournalingViewController``s, in order.
final class Journal {
    private(set) var lines: [String] = []

    func write(_ line: String) { lines.append(line) }

    /// Hand over what was written since the last call.
    func take() -> [String] {
        defer { lines = [] }
        return lines
    }
}

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
