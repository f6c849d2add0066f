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
        Observable.create { [weak navigationController] observer in
            let question = UIAlertController(title: "Sort products", message: "By what?", preferredStyle: .alert)
            for order in ProductOrder.allCases {
                question.addAction(
                    UIAlertAction(title: order.title, style: .default) { _ in
                        observer.onNext(order)
                        observer.onCompleted()
                    })
            }
            question.addAction(UIAlertAction(title: "Keep as it is", style: .cancel) { _ in observer.onCompleted() })
            navigationController?.present(question, animated: true)
            // Disposed before an answer: the question goes away with the subscription.
            return Disposables.create { [weak question] in
                guard let question, question.presentingViewController != nil else { return }
                question.dismiss(animated: true)
            }
        }
    }
}
