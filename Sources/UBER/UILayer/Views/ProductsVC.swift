import Foundation
import HeadlessUI

/// The product list. It keeps no paging state: it asks `featureXYZ` for data (`getData`) when it loads or is
/// pulled, for more (`getMore`) when its last row shows, and draws whatever list it is sent. Selecting, editing
/// and deleting are URLs too.
final class ProductsVC: BaseVC, UITableViewDataSource, UITableViewDelegate {
    private let tableView = UITableView()
    private let emptyLabel = UILabel(text: "No products")
    private var products: [Product] = []

    override init(viewId: String) {
        super.init(viewId: viewId)
        title = "Products"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        let refreshControl = UIRefreshControl()
        refreshControl.addAction(UIAction { [weak self] _ in self?.getData() }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        emptyLabel.isHidden = true
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
        getData()
    }

    // snippet: uber-products-urls
    private func getData() {
        navigate(url: "myapp://featureXYZ?cmd=getData@viewId=\(viewId)")
    }

    private func getMore() {
        navigate(url: "myapp://featureXYZ?cmd=getMore@viewId=\(viewId)")
    }

    override func reload(model: View) {
        let list: [Product]
        switch model.data {
        case .products(let page):
            tableView.refreshControl?.endRefreshing()
            list = page
        case .productsEdited(let edited):
            list = edited
        default:
            return
        }
        emptyLabel.isHidden = !list.isEmpty
        guard list != products else { return }
        products = list
        tableView.reloadData()
    }
    // end-snippet

    /// A failed load ends the pull-to-refresh spinner too; the rows stay as they were.
    override func show(error: AppError) {
        tableView.refreshControl?.endRefreshing()
        super.show(error: error)
    }

    // MARK: - Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let product = products[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = "\(product.name) — $" + String(format: "%.2f", product.price)
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == products.count - 1 {
            getMore()
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigate(url: "myapp://Product#productId=\(products[indexPath.row].id)")
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let product = products[indexPath.row]
        let edit = UIContextualAction(style: .normal, title: "Edit") { [weak self] _, _, done in
            self?.navigate(url: "myapp://EditProduct#productId=\(product.id)")
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
                guard let self else { return }
                navigate(url: "myapp://featureProduct?cmd=delete#productId=\(product.id)@viewId=\(viewId)")
            })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }
}
