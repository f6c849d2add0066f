import Foundation
import HeadlessUI

/// The Products screen: a table with pull-to-refresh, an activity indicator and an empty label, each bound to a box
/// of its view model. Scrolling to the last row asks the view model for more; selecting a row pushes the Product
/// screen; a row's Edit and Delete actions present the editor or a confirmation.
public final class ProductsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private var products = ProductsViewModel.Response()
    private let productsViewModel: ProductsViewModel
    private let tableViewProducts = UITableView()
    private let refreshControl = UIRefreshControl()
    private let loadingIndicator = UIActivityIndicatorView()
    private let emptyLabel = UILabel(text: Constant.NO_PRODUCTS)
    private let utility = Utility()

    public init(productsViewModel: ProductsViewModel) {
        self.productsViewModel = productsViewModel
        super.init()
        title = "Products"
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        setUI()
        setListener()
        productsViewModel.fetchProducts { [weak self] in self?.show($0) }
    }

    private func setUI() {
        tableViewProducts.dataSource = self
        tableViewProducts.delegate = self
        refreshControl.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
        tableViewProducts.refreshControl = refreshControl
        emptyLabel.isHidden = true
        view.addSubview(loadingIndicator)
        view.addSubview(emptyLabel)
        view.addSubview(tableViewProducts)
    }

    // snippet: rha-products-set-listener
    private func setListener() {
        productsViewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ERROR, alertMessage: content.message ?? "", viewController: self)
        }
        productsViewModel.isLoading.bind { [weak self] isLoading in
            if isLoading {
                self?.loadingIndicator.startAnimating()
            } else {
                self?.loadingIndicator.stopAnimating()
            }
        }
        productsViewModel.isRefreshing.bind { [weak self] isRefreshing in
            if !isRefreshing { self?.refreshControl.endRefreshing() }
        }
        productsViewModel.editedList.bind { [weak self] response in
            self?.show(response)
        }
    }
    // end-snippet

    /// Show a new `Response`; `nil` (a failure, already reported) leaves the screen as it was.
    private func show(_ response: ProductsViewModel.Response?) {
        guard let response else { return }
        products = response
        emptyLabel.isHidden = !response.isEmpty
        tableViewProducts.reloadData()
    }

    private func refresh() {
        productsViewModel.refreshProducts { [weak self] in self?.show($0) }
    }

    // MARK: - Table

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products._rows.count
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = products._rows[indexPath.row]
        return cell
    }

    public func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == products._rows.count - 1 {
            productsViewModel.fetchMoreProducts { [weak self] in self?.show($0) }
        }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard let product = productsViewModel.product(at: indexPath.row) else { return }
        let detail = ProductViewController(productViewModel: ProductViewModel(product: product))
        navigationController?.pushViewController(detail, animated: true)
    }

    /// Edit and Delete act on the product on this row now, not on whatever the row holds when they are tapped.
    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        guard let product = productsViewModel.product(at: indexPath.row) else { return nil }
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            self?.edit(product)
            done(true)
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.confirmDelete(product)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }

    // MARK: - Edit and delete

    private func edit(_ product: Product) {
        let editor = EditProductViewController(
            editProductViewModel: productsViewModel.editProductViewModel(for: product))
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    private func confirmDelete(_ product: Product) {
        let alert = UIAlertController(
            title: productsViewModel.deleteTitle(for: product), message: Constant.ARE_YOU_SURE, preferredStyle: .alert)
        alert.addAction(
            UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
                self?.productsViewModel.deleteProduct(product) { self?.show($0) }
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
