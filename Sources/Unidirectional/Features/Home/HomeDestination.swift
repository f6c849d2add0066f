import MiniTCA

/// Where Home leads, as one optional piece of its state: the pros or cons list, reservations, or products. The
/// screen Home pushes is whichever case it holds, and going back sets it to `nil`.
///
/// Written out as TCA's `@Reducer enum Destination` macro would write it: a case per screen, in `State` and `Action`,
/// and a body that runs the feature of the case held.
public struct HomeDestination: Reducer {
    /// The screen pushed over Home.
    public enum State: Equatable {
        case prosCons(ProsConsFeature.State)
        case reservations(ReservationsFeature.State)
        case products(ProductsFeature.State)

        static let prosConsCase = CasePath(State.prosCons) { state in
            guard case .prosCons(let child) = state else { return nil }
            return child
        }
        static let reservationsCase = CasePath(State.reservations) { state in
            guard case .reservations(let child) = state else { return nil }
            return child
        }
        static let productsCase = CasePath(State.products) { state in
            guard case .products(let child) = state else { return nil }
            return child
        }
    }

    /// An action of the screen pushed.
    public enum Action: Equatable {
        case prosCons(ProsConsFeature.Action)
        case reservations(ReservationsFeature.Action)
        case products(ProductsFeature.Action)

        static let prosConsCase = CasePath(Action.prosCons) { action in
            guard case .prosCons(let child) = action else { return nil }
            return child
        }
        static let reservationsCase = CasePath(Action.reservations) { action in
            guard case .reservations(let child) = action else { return nil }
            return child
        }
        static let productsCase = CasePath(Action.products) { action in
            guard case .products(let child) = action else { return nil }
            return child
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Scope(state: State.prosConsCase, action: Action.prosConsCase) { ProsConsFeature() }
        Scope(state: State.reservationsCase, action: Action.reservationsCase) { ReservationsFeature() }
        Scope(state: State.productsCase, action: Action.productsCase) { ProductsFeature() }
    }
}
