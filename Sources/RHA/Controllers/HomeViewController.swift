import HeadlessUI

/// Home: four buttons, each building its screen (view model and all) and pushing it.
///
/// Routing lives here, in the controller, as it does in the write-up — whose own TODO list says to move it out
/// (exercise 2.3).
final class HomeViewController: UIViewController {
    private let dependencies: AppDependencies

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Pros") { ProsViewController(prosViewModel: ProsViewModel(worker: $0.prosWorker)) }
        addButton("Cons") { ConsViewController(consViewModel: ConsViewModel(worker: $0.consWorker)) }
        addButton("Reservations") {
            ReservationsViewController(reservationsViewModel: ReservationsViewModel(worker: $0.reservationsWorker))
        }
        addButton("Products") {
            ProductsViewController(productsViewModel: ProductsViewModel(worker: $0.productsWorker))
        }
    }

    private func addButton(_ title: String, opening makeScreen: @escaping (AppDependencies) -> UIViewController) {
        let button = UIButton(
            primaryAction: UIAction(title: title) { [weak self] _ in
                guard let self else { return }
                navigationController?.pushViewController(makeScreen(dependencies), animated: true)
            })
        view.addSubview(button)
    }
}
