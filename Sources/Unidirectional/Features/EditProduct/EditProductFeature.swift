import Foundation
import MiniTCA

/// The editor's feature, presented over the list: the fields as typed, the checks Save makes before any request,
/// and the save effect. It tells its parent what became of it through delegate actions, and never dismisses itself.
public struct EditProductFeature: Reducer {
    /// The editor's fields, as typed, and the alert on show.
    public struct State: Equatable {
        /// The product edited; Save changes this one.
        public let id: Product.ID
        public var name: String
        public var price: String
        /// `true` while a save is in flight: Save waits, so one tap sends one update.
        public var isSaving = false
        public var alert: AlertState<Action.Alert>?

        /// An editor whose fields start from `product`.
        public init(product: Product) {
            id = product.id
            name = product.name
            price = product.priceText
        }
    }

    /// What the person did, what the server answered, what became of the alert, and what the parent is told.
    public enum Action: Equatable {
        case view(View)
        case saveResponse(Result<Product, APIError>)
        case alert(PresentationAction<Alert>)
        case delegate(Delegate)

        /// What the person did on the screen.
        public enum View: Equatable {
            case nameChanged(String)
            case priceChanged(String)
            case saveTapped
            case cancelTapped
        }

        /// The alert has only `OK`.
        public enum Alert: Equatable {}

        /// What the editor asks of its parent, which alone decides what follows.
        public enum Delegate: Equatable {
            /// The server saved the product: this is it, as saved.
            case saved(Product)
            /// The person tapped Cancel.
            case cancelled
        }

        static let alertCase = CasePath(Action.alert) { action in
            guard case .alert(let alert) = action else { return nil }
            return alert
        }
    }

    @Dependency(\.productsClient) var client: ProductsClient

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.nameChanged(let name)):
                state.name = name
                return .none
            case .view(.priceChanged(let price)):
                state.price = price
                return .none
            case .view(.saveTapped):
                guard !state.isSaving else { return .none }
                let changes: ProductChanges
                switch Self.changes(name: state.name, price: state.price) {
                case .success(let checked): changes = checked
                case .failure(let mistake):
                    state.alert = .invalidInput(mistake.message)
                    return .none
                }
                state.isSaving = true
                return .run { [save = client.save, id = state.id] send in
                    await send(.saveResponse(.success(try await save(id, changes))))
                } catch: { error, send in
                    await send(.saveResponse(.failure(APIError(error))))
                }
            case .view(.cancelTapped):
                return .send(.delegate(.cancelled))
            case .saveResponse(.success(let product)):
                state.isSaving = false
                return .send(.delegate(.saved(product)))
            case .saveResponse(.failure(let error)):
                state.isSaving = false
                state.alert = .error(error)
                return .none
            case .alert, .delegate:
                return .none
            }
        }
        .ifLet(\.alert, action: Action.alertCase)
    }

    /// A mistake in what was typed, in the words the alert shows.
    struct InvalidInput: Error, Equatable {
        let message: String
    }

    /// The changes Save sends, or the mistake that stops it: a name trimmed and not empty; a price trimmed, digits
    /// with an optional `.` and at most two decimals, more than zero.
    static func changes(name: String, price: String) -> Result<ProductChanges, InvalidInput> {
        let trimmedName = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedName.isEmpty else { return .failure(InvalidInput(message: "Name must not be empty")) }
        let priceText = price.trimmingCharacters(in: .whitespacesAndNewlines)
        guard priceText.wholeMatch(of: /[0-9]+(\.[0-9]{1,2})?/) != nil, let value = Double(priceText), value > 0,
            value.isFinite
        else {
            return .failure(InvalidInput(message: "Price must be a positive number"))
        }
        return .success(ProductChanges(name: trimmedName, price: value))
    }
}
