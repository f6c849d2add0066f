import MiniTCA

/// The reservations screen's feature: the id typed, the result shown, and the reducer that checks the id before any
/// request and words every answer.
public struct ReservationsFeature: Reducer {
    /// Everything the screen shows.
    public struct State: Equatable {
        /// What the person typed into `Reservation id`.
        public var reservationId = ""
        /// The result label's text, once a request has succeeded.
        public var result: String?
        public var alert: AlertState<Action.Alert>?

        public init(reservationId: String = "", result: String? = nil, alert: AlertState<Action.Alert>? = nil) {
            self.reservationId = reservationId
            self.result = result
            self.alert = alert
        }
    }

    /// What the person did, what the server answered, and what became of the alert.
    public enum Action: Equatable {
        case view(View)
        /// The answer to Reserve: the confirmation id.
        case reserveResponse(Result<String, APIError>)
        /// The answer to Cancel: the id that was asked to be cancelled.
        case cancelResponse(Result<String, APIError>)
        case alert(PresentationAction<Alert>)

        /// What the person did on the screen.
        public enum View: Equatable {
            case reservationIdChanged(String)
            case reserveTapped
            case cancelTapped
        }

        /// The alert has only `OK`.
        public enum Alert: Equatable {}

        static let alertCase = CasePath(Action.alert) { action in
            guard case .alert(let alert) = action else { return nil }
            return alert
        }
    }

    @Dependency(\.reservationsClient) var client: ReservationsClient

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.reservationIdChanged(let text)):
                state.reservationId = text
                return .none
            case .view(.reserveTapped):
                guard Self.isValid(state.reservationId) else { return Self.rejectTypedId(&state) }
                return .run { [reserve = client.reserve, id = state.reservationId] send in
                    await send(.reserveResponse(.success(try await reserve(id))))
                } catch: { error, send in
                    await send(.reserveResponse(.failure(APIError(error))))
                }
            case .view(.cancelTapped):
                guard Self.isValid(state.reservationId) else { return Self.rejectTypedId(&state) }
                return .run { [cancel = client.cancel, id = state.reservationId] send in
                    await send(.cancelResponse(.success(try await cancel(id))))
                } catch: { error, send in
                    await send(.cancelResponse(.failure(APIError(error))))
                }
            case .reserveResponse(.success(let confirmationId)):
                state.result = "Reservation done successfully confirmation id: #\(confirmationId)"
                return .none
            case .cancelResponse(.success(let reservationId)):
                state.result = "Reservation cancelled successfully for reservation id: #\(reservationId)"
                return .none
            case .reserveResponse(.failure(let error)), .cancelResponse(.failure(let error)):
                state.alert = .error(error)
                return .none
            case .alert:
                return .none
            }
        }
        .ifLet(\.alert, action: Action.alertCase)
    }

    /// 1 to 8 digits, nothing else.
    static func isValid(_ reservationId: String) -> Bool {
        (1...8).contains(reservationId.count) && reservationId.allSatisfy { $0.isASCII && $0.isNumber }
    }

    private static func rejectTypedId(_ state: inout State) -> Effect<Action> {
        state.alert = .invalidInput("Reservation id must be 1 to 8 digits")
        return .none
    }
}
