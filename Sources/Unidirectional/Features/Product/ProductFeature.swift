import MiniTCA

/// The product detail's feature: it shows one product and nothing can happen to it, so its reducer changes nothing.
/// It is a feature all the same, so the list's destination can hold it like any other screen.
public struct ProductFeature: Reducer {
    /// The product shown.
    public struct State: Equatable {
        public var product: Product

        public init(product: Product) {
            self.product = product
        }
    }

    /// Nothing happens on the detail screen.
    public enum Action: Equatable {}

    public init() {}

    public var body: some Reducer<State, Action> {
        EmptyReducer()
    }
}
