import HeadlessUI
import MiniTCA

/// Home's view: four buttons that send what was tapped, and the screen the state says is pushed. It builds each
/// pushed screen's view controller around a store scoped to that screen's part of the state.
final class HomeViewController: UIViewController {
    private let store: StoreOf<HomeFeature>
    private var observation: StoreObservation?
    private let pushed = ScreenSlot<Screen>()

    /// Which screen is pushed, as far as the view needs to know.
    private enum Screen: Equatable {
        case prosCons(ProsConsSide)
        case reservations
        case products
    }

    init(store: StoreOf<HomeFeature>) {
        self.store = store
        super.init()
        title = "Home"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        addButton("Pros", sending: .prosTapped)
        addButton("Cons", sending: .consTapped)
        addButton("Reservations", sending: .reservationsTapped)
        addButton("Products", sending: .productsTapped)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func addButton(_ title: String, sending action: HomeFeature.Action.View) {
        view.addSubview(UIButton(primaryAction: UIAction(title: title) { [store] _ in store.send(.view(action)) }))
    }

    private func render(_ state: HomeFeature.State) {
        pushed.show(Self.screen(of: state.destination), from: self, make: makeScreen) { [store] in
            store.send(.destination(.dismiss))
        }
    }

    private static func screen(of destination: HomeFeature.Destination.State?) -> Screen? {
        switch destination {
        case .prosCons(let state): .prosCons(state.side)
        case .reservations: .reservations
        case .products: .products
        case nil: nil
        }
    }

    private func makeScreen(_ screen: Screen) -> (UIViewController, ScreenSlot<Screen>.Presentation)? {
        let controller: UIViewController?
        switch screen {
        case .prosCons:
            controller = store.scope(
                state: \.destination?.prosCons,
                action: HomeFeature.Action.destinationCase.presented(HomeFeature.Destination.Action.prosConsCase)
            ).map(ProsConsViewController.init)
        case .reservations:
            controller = store.scope(
                state: \.destination?.reservations,
                action: HomeFeature.Action.destinationCase.presented(HomeFeature.Destination.Action.reservationsCase)
            ).map(ReservationsViewController.init)
        case .products:
            controller = store.scope(
                state: \.destination?.products,
                action: HomeFeature.Action.destinationCase.presented(HomeFeature.Destination.Action.productsCase)
            ).map(ProductsViewController.init)
        }
        return controller.map { ($0, .push) }
    }
}
