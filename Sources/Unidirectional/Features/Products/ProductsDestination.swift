import MiniTCA

/// Where the product list can lead, as one optional piece of its state: the detail pushed, the editor presented, or
/// the delete confirmation. One enum, so two of them can never be on show at once.
///
/// TCA's `@Reducer enum Destination` macro writes this type from its three cases; without macros it is written out:
/// a `State` and an `Action` enum with a case each, and a body that runs the feature of whichever case is held.
public struct ProductsDestination: Reducer {
    /// The screen on show over the list.
    public enum State: Equatable {
        case detail(ProductFeature.State)
        case edit(EditProductFeature.State)
        case deleteConfirmation(AlertState<Action.DeleteConfirmation>)

        static let detailCase = CasePath(State.detail) { state in
            guard case .detail(let detail) = state else { return nil }
            return detail
        }
        static let editCase = CasePath(State.edit) { state in
            guard case .edit(let edit) = state else { return nil }
            return edit
        }
    }

    /// An action of the screen on show.
    public enum Action: Equatable {
        case detail(ProductFeature.Action)
        case edit(EditProductFeature.Action)
        case deleteConfirmation(DeleteConfirmation)

        /// The confirmation's buttons: `Delete` confirms; `Cancel` sends only the alert's dismissal.
        public enum DeleteConfirmation: Equatable {
            case confirmDelete(Product.ID)
        }

        static let detailCase = CasePath(Action.detail) { action in
            guard case .detail(let detail) = action else { return nil }
            return detail
        }
        static let editCase = CasePath(Action.edit) { action in
            guard case .edit(let edit) = action else { return nil }
            return edit
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Scope(state: State.detailCase, action: Action.detailCase) { ProductFeature() }
        Scope(state: State.editCase, action: Action.editCase) { EditProductFeature() }
    }
}
