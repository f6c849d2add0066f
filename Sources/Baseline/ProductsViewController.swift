import Backend
import Foundation
import HeadlessUI

/// The product list, the Massive View Controller at its most massive: paging state, requests, JSON, price
/// formatting, the empty state, pull-to-refresh, load-more, swipe actions, the delete confirmation and navigation
/// to two other screens — one class, one file, and every change to any of them lands here.
final class ProductsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// One row's worth of product, read straight from the server's JSON.
    struct Item: Decodable {
        var id: Int
        var name: String
        var price: Double
    }

    /// One page of the catalogue as the server sends it: `{"page":1,"items":[…],"hasMore":true}`.
    private struct Page: Decodable {
        var page: Int
        var items: [Item]
        var hasMore: Bool
    }

    private let server: Server
    private let perPage = 10
    private let tableView = UITableView()
    private let loadingIndicator = UIActivityIndicatorView()
    private let emptyLabel = UILabel(text: "No products")
    private var items: [Item] = []
    private var page = 0
    private var hasMore = true
    private var isPageInFlight = false
    /// Bumped on every first-page load, so that an older page arriving late is ignored.
    private var generation = 0

    init(server: Server) {
        self.server = server
        super.init()
        title = "Products"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.loadFirstPage() }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        emptyLabel.isHidden = true
        view.addSubview(loadingIndicator)
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
        loadingIndicator.startAnimating()
        loadFirstPage()
    }

    // MARK: - Loading pages

    private func loadFirstPage() {
        generation += 1
        isPageInFlight = true
        loadPage(1, generation: generation)
    }

    private func loadNextPage() {
        guard hasMore, !isPageInFlight else { return }
        isPageInFlight = true
        loadPage(page + 1, generation: generation)
    }

    // snippet: baseline-products-page
    private func loadPage(_ number: Int, generation: Int) {
        let url = "/products?page=\(number)&perPage=\(perPage)"
        server.send(Request(.get, url)) { [weak self] response in
            guard let self, generation == self.generation else { return }
            isPageInFlight = false
            loadingIndicator.stopAnimating()
            tableView.refreshControl?.endRefreshing()
            guard response.isSuccess else {
                showError(BaselineError.message(status: response.status, body: response.body))
                return
            }
            // Only the page asked for, no longer than a page, without a negative price, is an answer.
            let answer = try? JSONDecoder().decode(Page.self, from: response.body)
            guard let answer, answer.page == number, answer.items.count <= perPage,
                answer.items.allSatisfy({ $0.price >= 0 })
            else {
                showError(BaselineError.unreadable)
                return
            }
            // A product already listed keeps its row; page 1 starts the list again.
            let listed = number == 1 ? [] : items
            var ids = Set(listed.map(\.id))
            items = listed + answer.items.filter { ids.insert($0.id).inserted }
            page = number
            hasMore = answer.hasMore
            emptyLabel.isHidden = !items.isEmpty
            tableView.reloadData()
        }
    }
    // end-snippet

    // MARK: - Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = "\(item.name) — $" + String(format: "%.2f", item.price)
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == items.count - 1 {
            loadNextPage()
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        tableView.deselectRow(at: indexPath, animated: true)
        let detail = ProductViewController(name: item.name, price: item.price)
        navigationController?.pushViewController(detail, animated: true)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let item = items[indexPath.row]
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            self?.edit(item)
            done(true)
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.confirmDelete(item)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }

    // MARK: - Edit and delete

    private func edit(_ item: Item) {
        let editor = EditProductViewController(server: server, id: item.id, name: item.name, price: item.price)
        editor.onSaved = { [weak self] saved in
            guard let self, let index = items.firstIndex(where: { $0.id == saved.id }) else { return }
            items[index] = saved
            tableView.reloadRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        }
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    private func confirmDelete(_ item: Item) {
        let alert = UIAlertController(
            title: "Delete product: \(item.name)", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in self?.delete(item) })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    private func delete(_ item: Item) {
        server.send(Request(.delete, "/products/\(item.id)")) { [weak self] response in
            guard let self else { return }
            guard response.isSuccess else {
                showError(BaselineError.message(status: response.status, body: response.body))
                return
            }
            guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
            items.remove(at: index)
            emptyLabel.isHidden = !items.isEmpty
            tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
        }
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: BaselineError.title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
