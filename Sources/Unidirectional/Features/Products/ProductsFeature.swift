import MiniTCA

/// The product list's feature: the products shown, how far paging has gone, the page in flight, and where the list
/// leads. Every page is loaded by one effect under one cancellation id, so a pull to refresh cancels whatever page is
/// still in flight, and its answer never arrives.
public struct ProductsFeature: Reducer {
    /// The page size, sent with every page request.
    public static let perPage = 10

    // snippet: unidirectional-products-state
    /// Everything the list shows, and what it needs to decide the next request.
    public struct State: Equatable {
        public var products: [Product] = []
        /// The last page that arrived; 0 before the first.
        public var lastPage = 0
        /// `false` once the server has said no page follows the last one.
        public var hasMore = true
        /// The page asked for and not answered yet: one page request at a time.
        public var pageInFlight: Int?
        /// `true` once a page has arrived: before that, an empty list means nothing yet, not "no products".
        public var hasLoaded = false
        /// The loading indicator spins while the screen's first page is in flight.
        public var isLoadingFirstPage = false
        /// The refresh control spins while the page 1 a pull asked for is in flight.
        public var isRefreshing = false
        /// The screen or alert on show over the list, if any.
        public var destination: Destination.State?

        public init() {}

        /// `No products` shows once a page has arrived and no product is left.
        public var showsNoProducts: Bool {
            hasLoaded && products.isEmpty
        }
    }
    // end-snippet

    // snippet: unidirectional-products-action
    /// What the person did, what the server answered, and what the screens over the list sent.
    public enum Action: Equatable {
        case view(View)
        /// The answer to the request for page `page`.
        case pageResponse(page: Int, Result<ProductPage, APIError>)
        /// The answer to a delete: the id deleted.
        case deleteResponse(Result<Product.ID, APIError>)
        case destination(PresentationAction<Destination.Action>)

        /// What the person did on the screen.
        public enum View: Equatable {
            case viewLoaded
            case refreshPulled
            /// The last row came into view.
            case loadMoreTriggered
            case rowSelected(Product.ID)
            case editTapped(Product.ID)
            case deleteTapped(Product.ID)
        }
        // end-snippet

        static let destinationCase = CasePath(Action.destination) { action in
            guard case .destination(let destination) = action else { return nil }
            return destination
        }
    }

    /// The ids effects can be cancelled by.
    enum CancelID {
        /// Every page request: the first page, a reload, a load-more.
        case pageLoad
    }

    @Dependency(\.productsClient) var client: ProductsClient

    public init() {}

    public var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            // snippet: unidirectional-products-paging
            case .view(.viewLoaded):
                state.isLoadingFirstPage = true
                return loadFirstPage(&state)
            case .view(.refreshPulled):
                state.isRefreshing = true
                return loadFirstPage(&state)
            case .view(.loadMoreTriggered):
                guard state.hasLoaded, state.hasMore, state.pageInFlight == nil else { return .none }
                return loadPage(state.lastPage + 1, &state)
            case .pageResponse(let page, .success(let answer)):
                receive(answer, page: page, into: &state)
                return .none
            case .pageResponse(let page, .failure(let error)):
                state.pageInFlight = nil
                if page == 1 {
                    state.isLoadingFirstPage = false
                    state.isRefreshing = false
                }
                state.destination = .alert(.error(error))
                return .none
            // end-snippet
            case .view(.rowSelected(let id)):
                guard let product = state.products.first(where: { $0.id == id }) else { return .none }
                state.destination = .detail(ProductFeature.State(product: product))
                return .none
            case .view(.editTapped(let id)):
                guard let product = state.products.first(where: { $0.id == id }) else { return .none }
                state.destination = .edit(EditProductFeature.State(product: product))
                return .none
            case .view(.deleteTapped(let id)):
                guard let product = state.products.first(where: { $0.id == id }) else { return .none }
                state.destination = .deleteConfirmation(Self.deleteConfirmation(for: product))
                return .none
            // snippet: unidirectional-products-destination
            case .destination(.presented(.deleteConfirmation(.confirmDelete(let id)))):
                return .run { [delete = client.delete] send in
                    await send(.deleteResponse(.success(try await delete(id))))
                } catch: { error, send in
                    await send(.deleteResponse(.failure(APIError(error))))
                }
            case .deleteResponse(.success(let id)):
                state.products.removeAll { $0.id == id }
                return .none
            case .deleteResponse(.failure(let error)):
                state.destination = .alert(.error(error))
                return .none
            case .destination(.presented(.edit(.delegate(.saved(let saved))))):
                if let index = state.products.firstIndex(where: { $0.id == saved.id }) {
                    state.products[index] = saved
                }
                state.destination = nil
                return .none
            case .destination(.presented(.edit(.delegate(.cancelled)))):
                state.destination = nil
                return .none
            // end-snippet
            case .destination:
                return .none
            }
        }
        // snippet: unidirectional-products-iflet
        .ifLet(\.destination, action: Action.destinationCase) { Destination() }
        // end-snippet
    }

    // snippet: unidirectional-load-page
    /// Ask for page 1 again, cancelling whatever page is in flight: its answer will never arrive.
    private func loadFirstPage(_ state: inout State) -> Effect<Action> {
        loadPage(1, &state).cancellable(id: CancelID.pageLoad, cancelInFlight: true)
    }

    /// Ask for `page`; the answer comes back as `pageResponse`, unless a newer request cancels it first.
    private func loadPage(_ page: Int, _ state: inout State) -> Effect<Action> {
        state.pageInFlight = page
        return .run { [fetchPage = client.fetchPage, perPage = Self.perPage] send in
            await send(.pageResponse(page: page, .success(try await fetchPage(page, perPage))))
        } catch: { error, send in
            await send(.pageResponse(page: page, .failure(APIError(error))))
        }
        .cancellable(id: CancelID.pageLoad)
    }
    // end-snippet

    /// Page `page` arrived: page 1 starts the list again, a later page adds the products not listed yet.
    private func receive(_ answer: ProductPage, page: Int, into state: inout State) {
        state.pageInFlight = nil
        if page == 1 {
            state.isLoadingFirstPage = false
            state.isRefreshing = false
        }
        var listed = page == 1 ? [] : state.products
        var ids = Set(listed.map(\.id))
        listed += answer.items.filter { ids.insert($0.id).inserted }
        state.products = listed
        state.lastPage = page
        state.hasMore = answer.hasMore
        state.hasLoaded = true
    }

    /// `Delete product: <name>`, `Are you sure?`, with `Delete` (destructive) and `Cancel`.
    static func deleteConfirmation(for product: Product) -> AlertState<Destination.Action.DeleteConfirmation> {
        AlertState(
            title: "Delete product: \(product.name)", message: "Are you sure?",
            buttons: [
                ButtonState(title: "Delete", role: .destructive, action: .confirmDelete(product.id)),
                ButtonState(title: "Cancel", role: .cancel),
            ])
    }
}
