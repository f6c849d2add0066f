import HeadlessUI
import MiniRx

/// How the product list can be ordered.
enum ProductOrder: Equatable, CaseIterable {
    case byName
    case byPrice

    /// The choice's title in the question.
    var title: String {
        switch self {
        case .byName: "By name"
        case .byPrice: "By price"
        }
    }
}

/// Exercise 6.2 — a navigator whose navigation has a result, as Clean's navigators return one: the view model
/// decides when to ask, the navigator knows how, and the answer comes back as an observable.
///
/// `chooseOrder()` asks `Sort products` (message `By what?`) with an action per order and `Keep as it is`. It sends
/// the order chosen, once, then ends; `Keep as it is` ends without a value. Nothing is asked until someone
/// subscribes, and disposing the answer takes the question away.
final class SortOrderNavigator {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func chooseOrder() -> Observable<ProductOrder> {
        // TODO: Exercise 6.2 — ask the question when someone subscribes, and answer with the choice. As shipped,
        // it asks nothing and ends at once.
        Observable.empty()
    }
}
