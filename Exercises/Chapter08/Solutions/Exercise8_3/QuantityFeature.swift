import MiniTCA

// TODO: Exercise 8.3 — nothing to change here: the stepper is done; embed it in the basket line.

/// A stepper for how many of a product a basket line holds: `+` and `−`. When `−` takes the count to zero, it tells
/// its parent through a delegate action; what happens then is the parent's to decide.
public struct QuantityFeature: Reducer {
    /// How many.
    public struct State: Equatable {
        public var count: Int

        public init(count: Int = 1) {
            self.count = count
        }
    }

    /// What the person tapped, and what the stepper tells its parent.
    public enum Action: Equatable {
        case view(View)
        case delegate(Delegate)

        /// The stepper's buttons.
        public enum View: Equatable {
            case incrementTapped
            case decrementTapped
        }

        /// What the stepper asks of its parent.
        public enum Delegate: Equatable {
            /// `−` took the count to zero.
            case reachedZero
        }
    }

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.incrementTapped):
                state.count += 1
                return .none
            case .view(.decrementTapped):
                guard state.count > 0 else { return .none }
                state.count -= 1
                return state.count == 0 ? .send(.delegate(.reachedZero)) : .none
            case .delegate:
                return .none
            }
        }
    }
}
