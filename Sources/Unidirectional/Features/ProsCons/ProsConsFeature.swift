import MiniTCA

/// The pros-or-cons screen's feature: its state, what can happen to it, and the reducer that decides what follows.
/// Opening the screen starts one effect, the fetch; its answer fills the list or raises the alert.
public struct ProsConsFeature: Reducer {
    /// Everything the screen shows: which list, its items, and the alert on show, if any.
    public struct State: Equatable {
        public var side: ProsConsSide
        public var items: [String] = []
        public var alert: AlertState<Action.Alert>?

        public init(side: ProsConsSide, items: [String] = [], alert: AlertState<Action.Alert>? = nil) {
            self.side = side
            self.items = items
            self.alert = alert
        }
    }

    /// What the person did, what the fetch answered, and what became of the alert.
    public enum Action: Equatable {
        case view(View)
        case listResponse(Result<[String], APIError>)
        case alert(PresentationAction<Alert>)

        /// What the person did on the screen.
        public enum View: Equatable {
            case viewLoaded
        }

        /// The alert's buttons send nothing but its dismissal: it has only `OK`.
        public enum Alert: Equatable {}

        static let alertCase = CasePath(Action.alert) { action in
            guard case .alert(let alert) = action else { return nil }
            return alert
        }
    }

    @Dependency(\.prosConsClient) var client: ProsConsClient

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.viewLoaded):
                return .run { [fetch = client.fetch, side = state.side] send in
                    await send(.listResponse(.success(try await fetch(side))))
                } catch: { error, send in
                    await send(.listResponse(.failure(APIError(error))))
                }
            case .listResponse(.success(let items)):
                state.items = items
                if items.isEmpty {
                    state.alert = AlertState(
                        title: "Alert", message: state.side.emptyMessage, buttons: [ButtonState(title: "OK")])
                }
                return .none
            case .listResponse(.failure(let error)):
                // The write-up's `Alert` for a refusal; an unreadable answer is an `Error`, as everywhere.
                state.alert = .error(error, title: error == .unreadable ? "Error" : "Alert")
                return .none
            case .alert:
                return .none
            }
        }
        .ifLet(\.alert, action: Action.alertCase)
    }
}
