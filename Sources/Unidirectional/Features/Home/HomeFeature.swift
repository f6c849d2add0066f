import MiniTCA

/// The root feature: Home's four buttons, and the screen they lead to as state. The whole app's state is this one
/// value; every screen's store is scoped from the store that holds it.
public struct HomeFeature: Reducer {
    /// Home's state: the screen pushed over it, if any.
    public struct State: Equatable {
        public var destination: Destination.State?

        public init(destination: Destination.State? = nil) {
            self.destination = destination
        }
    }

    /// What the person did on Home, and the actions of the screen pushed over it.
    public enum Action: Equatable {
        case view(View)
        case destination(PresentationAction<Destination.Action>)

        /// Home's buttons.
        public enum View: Equatable {
            case prosTapped
            case consTapped
            case reservationsTapped
            case productsTapped
        }

        static let destinationCase = CasePath(Action.destination) { action in
            guard case .destination(let destination) = action else { return nil }
            return destination
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.prosTapped):
                state.destination = .prosCons(ProsConsFeature.State(side: .pros))
            case .view(.consTapped):
                state.destination = .prosCons(ProsConsFeature.State(side: .cons))
            case .view(.reservationsTapped):
                state.destination = .reservations(ReservationsFeature.State())
            case .view(.productsTapped):
                state.destination = .products(ProductsFeature.State())
            case .destination:
                break
            }
            return .none
        }
        .ifLet(\.destination, action: Action.destinationCase) { Destination() }
    }
}
