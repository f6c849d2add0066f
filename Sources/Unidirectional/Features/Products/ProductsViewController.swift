import Foundation
import HeadlessUI
import MiniTCA

/// The product list's view: rows, the loading indicator, the refresh control and `No products`, all drawn from the
/// state; pulls, the end of the list, row taps and swipe actions sent as actions; and the screen over the list — the
/// detail pushed, the editor or the delete confirmation presented — kept in step with the state's destination.
final class ProductsViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    private let store: StoreOf<ProductsFeature>
    private var observation: StoreObservation?
    private let tableView = UITableView()
    private let refreshControl = UIRefreshControl()
    private let loadingIndicator = UIActivityIndicatorView()
    private let emptyLabel = UILabel(text: "No products")
    private let destination = ScreenSlot<Screen>()
    /// The products the table shows, as of the last reload.
    private var rows: [Product] = []

    /// Which screen is over the list, as far as the view needs to know.
    private enum Screen: Equatable {
        case detail(Product.ID)
        case edit(Product.ID)
        case deleteConfirmation(AlertState<ProductsFeature.Destination.Action.DeleteConfirmation>)
        case alert(AlertState<ProductsFeature.Destination.Action.Alert>)
    }

    init(store: StoreOf<ProductsFeature>) {
        self.store = store
        super.init()
        title = "Products"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        refreshControl.addAction(UIAction { [store] _ in store.send(.view(.refreshPulled)) }, for: .valueChanged)
        tableView.refreshControl = refreshControl
        view.addSubview(loadingIndicator)
        view.addSubview(emptyLabel)
        view.addSubview(tableView)
        observation = store.observe { [weak self] state in self?.render(state) }
        store.send(.view(.viewLoaded))
    }

    // snippet: unidirectional-products-render
    private func render(_ state: ProductsFeature.State) {
        if rows != state.products {
            rows = state.products
            tableView.reloadData()
        }
        if state.isLoadingFirstPage { loadingIndicator.startAnimating() } else { loadingIndicator.stopAnimating() }
        if state.isRefreshing != refreshControl.isRefreshing {
            if state.isRefreshing { refreshControl.beginRefreshing() } else { refreshControl.endRefreshing() }
        }
        emptyLabel.isHidden = !state.showsNoProducts
        destination.show(Self.screen(of: state.destination), from: self, make: makeScreen) { [store] in
            store.send(.destination(.dismiss))
        }
    }
    // end-snippet

    private static func screen(of destination: ProductsFeature.Destination.State?) -> Screen? {
        switch destination {
        case .detail(let state): .detail(state.product.id)
        case .edit(let state): .edit(state.id)
        case .deleteConfirmation(let alert): .deleteConfirmation(alert)
        case .alert(let alert): .alert(alert)
        case nil: nil
        }
    }

    private func makeScreen(_ screen: Screen) -> (UIViewController, ScreenSlot<Screen>.Presentation)? {
        switch screen {
        case .detail:
            let detail = store.scope(
                state: \.destination?.detail,
                action: ProductsFeature.Action.destinationCase.presented(ProductsFeature.Destination.Action.detailCase))
            return detail.map { (ProductViewController(store: $0), .push) }
        case .edit:
            let editor = store.scope(
                state: \.destination?.edit,
                action: ProductsFeature.Action.destinationCase.presented(ProductsFeature.Destination.Action.editCase))
            return editor.map {
                (UINavigationController(rootViewController: EditProductViewController(store: $0)), .present)
            }
        case .deleteConfirmation(let confirmation):
            let alert = UIAlertController(state: confirmation) { [store] in
                switch $0 {
                case .presented(let choice): store.send(.destination(.presented(.deleteConfirmation(choice))))
                case .dismiss: store.send(.destination(.dismiss))
                }
            }
            return (alert, .present)
        case .alert(let error):
            let alert = UIAlertController(state: error) { [store] in
                switch $0 {
                case .presented(let choice): store.send(.destination(.presented(.alert(choice))))
                case .dismiss: store.send(.destination(.dismiss))
                }
            }
            return (alert, .present)
        }
    }

    // MARK: - Table

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = rows[indexPath.row].rowTitle
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        if indexPath.row == rows.count - 1 {
            store.send(.view(.loadMoreTriggered))
        }
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        store.send(.view(.rowSelected(rows[indexPath.row].id)))
    }

    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? {
        let id = rows[indexPath.row].id
        let edit = UIContextualAction(style: .normal, title: "Edit") { [store] _, _, done in
            store.send(.view(.editTapped(id)))
            done(true)
        }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [store] _, _, done in
            store.send(.view(.deleteTapped(id)))
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete, edit])
    }
}
