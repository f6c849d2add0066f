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
/// Today `HomeViewController` and `ProductsViewController` build the next screen (view model, worker and all) and
/// push it themselves. This router is to be the one place that does that: `viewController(for:)` builds the screen
/// for a destination, `show(_:)` pushes it.
class Router {
    private let dependencies: AppDependencies
    weak var navigationController: UINavigationController?

    init(dependencies: AppDependencies) {
        self.dependencies = dependencies
    }

    /// The screen for `destination`, built around the worker it needs from `dependencies`.
    func viewController(for destination: Destination) -> UIViewController? {
        // TODO: Exercise 2.3 — build each destination's screen here, the way HomeViewController and
        // ProductsViewController build them today (e.g. ProsViewController around a ProsViewModel).
        nil
    }

    /// Push the screen for `destination`.
    func show(_ destination: Destination) {
        guard let screen = viewController(for: destination) else { return }
        navigationController?.pushViewController(screen, animated: true)
    }
}
