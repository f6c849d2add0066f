import MiniTCA
import Unidirectional

/// One line of a basket: a product, its quantity — a child feature, always there — and whether the line has been
/// removed. The line runs the stepper's reducer on its part of the state, and learns only what the stepper's delegate
/// actions tell it.
public struct BasketLineFeature: Reducer {
    /// The product, its quantity, and whether the line is gone.
    public struct State: Equatable {
        public var product: Product
        public var quantity = QuantityFeature.State()
        public var isRemoved = false

        public init(
            product: Product, quantity: QuantityFeature.State = QuantityFeature.State(), isRemoved: Bool = false
        ) {
            self.product = product
            self.quantity = quantity
            self.isRemoved = isRemoved
        }
    }

    /// The stepper's actions, wrapped, and the line's own.
    public enum Action: Equatable {
        case quantity(QuantityFeature.Action)
        case view(View)

        /// The line's own buttons.
        public enum View: Equatable {
            case removeTapped
        }

        static let quantityCase = CasePath(Action.quantity) { action in
            guard case .quantity(let quantity) = action else { return nil }
            return quantity
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        // TODO: run the stepper's own reducer on the line's quantity, and remove the line when — and only when —
        // the stepper says its count reached zero.
        Reduce { state, action in
            switch action {
            case .view(.removeTapped):
                state.isRemoved = true
                return .none
            case .quantity:
                return .none
            }
        }
    }
}
