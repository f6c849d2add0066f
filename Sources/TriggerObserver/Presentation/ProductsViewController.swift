import Foundation
import HeadlessUI

/// The product list screen. Every person's action goes to the presentation logic (triggers); every change on
/// screen comes from the loading infrastructure (observers), which calls this screen as its ``ProductsDisplay``.
/// The rows are read from the loading infrastructure's memory; the screen decides nothing about pages.
final class ProductsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate, ProductsDisplay {
    private let logic: ProductsPresentationLogic
    private let loading: ProductsLoadingInfra
    private let makeDetail: (Product) -> UIViewController
    private let makeEditor: (Product) -> UIViewController
    private let tableView = UITableView()
    private let loadingIndicator = UIActivityIndicatorView()
    private let emptyLabel = UILabel(text: "No products")
    private var products: [Product] { loading.loaded.products }

    init(
        logic: ProductsPresentationLogic, loading: ProductsLoadingInfra,
        makeDetail: @escaping (Product) -> UIViewController, makeEditor: @escaping (Product) -> UIViewController
    ) {
        self.logic = logic
        self.loading = loading
        self.makeDetail = makeDetail
        self.makeEditor = makeEditor
        super.init()
        title = "Products"
    }

    // snippet: triggerobserver-products-screen
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.logic.didPullToRefresh() }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        emptyLabel.isHidden = true
        view.addSubview(loadingIndicator)
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
        loading.display = self
        loadingIndicator.startAnimating()
        logic.viewDidLoad()
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        logic.didScroll(to: ContentOffset(of: scrollView))
    }
    // end-snippet

    // MARK: - ProductsDisplay

    func showProducts() {
        emptyLabel.isHidden = !products.isEmpty
        tableView.reloadData()
    }

    func showChangedRow(_ row: Int) {
        tableView.reloadRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    func showRemovedRow(_ row: Int) {
        emptyLabel.isHidden = !products.isEmpty
        tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
    }

    func finishLoading() {
        loadingIndicator.stopAnimating()
        tableView.refreshControl?.endRefreshing()
    }

    func showFailure(_ error: AppError) {
        let alert = UIAlertController(title: "Error", message: error.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    // MARK: - Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = ProductFormat.row(products[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard products.indices.contains(indexPath.row) else { return }
        navigationController?.pushViewController(makeDetail(products[indexPath.row]), animated: true)
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard products.indices.contains(indexPath.row) else { return nil }
        let product = products[indexPath.row]
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            guard let self else { return done(false) }
            present(makeEditor(product), animated: true)
            done(true)
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.confirmDelete(product)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }

    private func confirmDelete(_ product: Product) {
        let alert = UIAlertController(
            title: "Delete product: \(product.name)", message: "Are you sure?", preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.logic.didConfirmDelete(productId: product.id)
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
