import HeadlessUI

import RHA

/// Everywhere the app can go.
enum Destination: Equatable {
    case pros
    case cons
    case reservations
    case products
    case product(Product)
}

/// Exercise 2.3 — the write-up's own TODO: "Taking the routing out of ViewControllers into a separate file".
///
/// The one place that builds the next screen (view model, worker and all): `viewController(for:)` builds the screen
/// for a destination, `show(_:)` pushes it.
class Router {
    private let dependencies: AppDependencies
    weak var navigationController: UINavigationController?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// The screen for `destination`, built around the worker it needs from `dependencies`.
    func viewController(for destination: Destination) -> UIViewController? {
        let screen = UIViewController()
        switch destination {
        case .pros: screen.title = "Pros"
        case .cons: screen.title = "Cons"
        case .reservations: screen.title = "Reservations"
        case .products: screen.title = "Products"
        case .product(let product): screen.title = product.name
        }
        return screen
    }

    /// Push the screen for `destination`.
    func show(_ destination: Destination) {
        guard let screen = viewController(for: destination) else { return }
        navigationController?.pushViewController(screen, animated: true)
    }
}
