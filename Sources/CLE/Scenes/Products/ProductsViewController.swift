import HeadlessUI
import MiniRx

/// The Products screen: a table with pull-to-refresh, a loading indicator and an empty label. Its views and its
/// dispose bag; the wiring is in `connect`.
final class ProductsViewController: UIViewController {
    let tableView = UITableView()
    let refreshControl = UIRefreshControl()
    let loadingIndicator = UIActivityIndicatorView()
    let emptyLabel = UILabel(text: "No products")
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Products"
        tableView.refreshControl = refreshControl
        emptyLabel.isHidden = true
        for subview in [loadingIndicator, emptyLabel, tableView] {
            view.addSubview(subview)
        }
    }
}
