import Foundation
import MiniTCA
import Unidirectional

/// Search the catalogue as the person types: each change of the field asks for the products that match, and only the
/// answer to the latest query may reach the list.
public struct ProductSearchFeature: Reducer {
    /// The field as typed, the products found, and whether a search is in flight.
    public struct State: Equatable {
        public var query = ""
        public var results: [Product] = []
        public var isSearching = false

        public init(query: String = "", results: [Product] = [], isSearching: Bool = false) {
            self.query = query
            self.results = results
            self.isSearching = isSearching
        }
    }

    /// What the person typed, and what the search answered.
    public enum Action: Equatable {
        case view(View)
        case searchResponse(Result<[Product], APIError>)

        /// What the person did on the screen.
        public enum View: Equatable {
            case queryChanged(String)
        }
    }

    /// The ids the feature's effects can be cancelled by.
    enum CancelID {
        case search
    }

    @Dependency(\.productSearch) var client: ProductSearchClient

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .view(.queryChanged(let text)):
                state.query = text
                let query = text.trimmingCharacters(in: .whitespaces)
                guard !query.isEmpty else {
                    state.results = []
                    state.isSearching = false
                    return .cancel(id: CancelID.search)
                }
                state.isSearching = true
                return .run { [search = client.search] send in
                    await send(.searchResponse(.success(try await search(query))))
                } catch: { error, send in
                    await send(.searchResponse(.failure(APIError(error))))
                }
                .cancellable(id: CancelID.search, cancelInFlight: true)
            case .searchResponse(.success(let products)):
                state.results = products
                state.isSearching = false
                return .none
            case .searchResponse(.failure):
                state.results = []
                state.isSearching = false
                return .none
            }
        }
    }
}
