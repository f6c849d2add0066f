import HeadlessUI
import MiniRx

/// How the product list can be ordered.
enum ProductOrder: Equatable, CaseIterable {
    case byName
    case byPrice

    /// The choice's title on the screen.
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
/// `chooseOrder()` pushes a `Sort products` screen with a button per order. It sends the order tapped, once, then
/// ends, and the screen goes; a person who goes Back ends the answer without a value. Nothing is pushed until
/// someone subscribes, and disposing the answer takes the screen away if it is still there.
final class SortOrderNavigator {
    private weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func chooseOrder() -> Observable<ProductOrder> {
        let answer = PublishSubject<ProductOrder>()
        let screen = Self.choiceScreen { order in
            answer.onNext(order)
            answer.onCompleted()
        }
        screen.observeLifecycle { event in
            if event == .removedFromParent { answer.onCompleted() }
        }
        navigationController?.pushViewController(screen, animated: true)
        return answer.asObservable()
    }

    /// The `Sort products` screen: a button per order, whose tap calls `onChoose`. It does not leave by itself:
    /// whoever pushed it takes it away.
    private static func choiceScreen(onChoose: @escaping (ProductOrder) -> Void) -> UIViewController {
        let screen = UIViewController()
        screen.title = "Sort products"
        for order in ProductOrder.allCases {
            screen.view.addSubview(UIButton(primaryAction: UIAction(title: order.title) { _ in onChoose(order) }))
        }
        return screen
    }
}
