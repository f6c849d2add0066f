import MiniTCA
import Unidirectional

/// A feature of your own: the products a person marks as favourites, and a Clear that asks before it empties the
/// list. Its confirmation is state, like the delete confirmation of chapter 8's product list.
public struct FavoritesFeature: Reducer {
    /// The favourites, in the order they were marked, and the confirmation on show, if any.
    public struct State: Equatable {
        public var favorites: [Product.ID] = []
        public var alert: AlertState<Action.Alert>?

        public init(favorites: [Product.ID] = [], alert: AlertState<Action.Alert>? = nil) {
            self.favorites = favorites
            self.alert = alert
        }
    }

    /// What the person did, and what they chose in the confirmation.
    public enum Action: Equatable {
        case view(View)
        case alert(PresentationAction<Alert>)

        /// What the person did on the screen.
        public enum View: Equatable {
            /// The star of a product was tapped.
            case favoriteTapped(Product.ID)
            /// Clear was tapped.
            case clearTapped
        }

        /// The confirmation's buttons: `Clear` confirms; `Cancel` sends only the alert's dismissal.
        public enum Alert: Equatable {
            case confirmClear
        }

        static let alertCase = CasePath(Action.alert) { action in
            guard case .alert(let alert) = action else { return nil }
            return alert
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.favoriteTapped):
                // TODO: a tap marks the product a favourite (at the end of the list); a second tap unmarks it.
                return .none
            case .view(.clearTapped):
                // TODO: ask first — show `clearConfirmation(count:)` — unless there is nothing to clear.
                return .none
            case .alert(.presented(.confirmClear)):
                // TODO: the person confirmed: empty the favourites. (The alert goes away by itself.)
                return .none
            case .alert(.dismiss):
                return .none
            }
        }
        .ifLet(\.alert, action: Action.alertCase)
    }

    /// `Clear favourites?`, `Remove all 3 favourites?`, with `Clear` (destructive) and `Cancel`.
    public static func clearConfirmation(count: Int) -> AlertState<Action.Alert> {
        AlertState(
            title: "Clear favourites?", message: "Remove all \(count) favourites?",
            buttons: [
                ButtonState(title: "Clear", role: .destructive, action: .confirmClear),
                ButtonState(title: "Cancel", role: .cancel),
            ])
    }
}
