import MiniTCA

extension HomeFeature {
    /// Where Home leads, as one optional piece of its state: the pros or cons list, reservations, or products. The
    /// screen Home pushes is whichever case it holds, and going back sets it to `nil`.
    ///
    /// Written out as TCA's `@Reducer enum Destination` macro would write it: a case per screen, in `State` and
    /// `Action`, a key path to each case's state, a case path to each case's actions, and a body that runs the
    /// feature of the case held.
    public struct Destination: Reducer {
        /// The screen pushed over Home.
        public enum State: Equatable {
            case prosCons(ProsConsFeature.State)
            case reservations(ReservationsFeature.State)
            case products(ProductsFeature.State)

            /// The pros-or-cons list's state, if it is pushed: `\.destination?.prosCons`.
            public var prosCons: ProsConsFeature.State? {
                get {
                    guard case .prosCons(let child) = self else { return nil }
                    return child
                }
                set { if let newValue { self = .prosCons(newValue) } }
            }

            /// The reservations screen's state, if it is pushed: `\.destination?.reservations`.
            public var reservations: ReservationsFeature.State? {
                get {
                    guard case .reservations(let child) = self else { return nil }
                    return child
                }
                set { if let newValue { self = .reservations(newValue) } }
            }

            /// The product list's state, if it is pushed: `\.destination?.products`.
            public var products: ProductsFeature.State? {
                get {
                    guard case .products(let child) = self else { return nil }
                    return child
                }
                set { if let newValue { self = .products(newValue) } }
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
            EmptyReducer()
                .ifCaseLet(\.prosCons, action: Action.prosConsCase) { ProsConsFeature() }
                .ifCaseLet(\.reservations, action: Action.reservationsCase) { ReservationsFeature() }
                .ifCaseLet(\.products, action: Action.productsCase) { ProductsFeature() }
        }
    }
}
