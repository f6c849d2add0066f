import MiniTCA

/// A small feature for the library's own tests: a list loaded page by page from a client whose answers the test
/// holds and delivers, the way the workbook's server does with held delivery.
struct PageLoader: Reducer {
    struct State: Equatable {
        var items: [String] = []
        var isLoading = false
        var requests: Int = 0
    }

    enum Action: Equatable {
        case loadTapped
        case refreshPulled
        case cancelTapped
        case pageLoaded([String])

        static let pageLoadedCase = CasePath(Action.pageLoaded) { action in
            guard case .pageLoaded(let items) = action else { return nil }
            return items
        }
    }

    enum CancelID {
        case pageLoad
    }

    @Dependency(\.pages) var pages

    var body: some Reducer<State, Action> {
        Reduce { state, action in
            switch action {
            case .loadTapped:
                state.isLoading = true
                state.requests += 1
                return .run { [fetch = pages.fetch, page = state.requests] send in
                    await send(.pageLoaded(try await fetch(page)))
                }
                .cancellable(id: CancelID.pageLoad)
            case .refreshPulled:
                state.isLoading = true
                state.requests += 1
                return .run { [fetch = pages.fetch, page = state.requests] send in
                    await send(.pageLoaded(try await fetch(page)))
                }
                .cancellable(id: CancelID.pageLoad, cancelInFlight: true)
            case .cancelTapped:
                state.isLoading = false
                return .cancel(id: CancelID.pageLoad)
            case .pageLoaded(let items):
                state.isLoading = false
                state.items += items
                return .none
            }
        }
    }
}

/// The client `PageLoader` depends on: a value of closures, never a protocol.
nonisolated struct PagesClient {
    var fetch: @Sendable (_ request: Int) async throws -> [String]
}

nonisolated extension PagesClient: TestDependencyKey {
    static let testValue = PagesClient { request in
        reportIssue("PagesClient.fetch was called for request \(request), and no test value was provided.")
        return []
    }
}

nonisolated extension DependencyValues {
    var pages: PagesClient {
        get { self[PagesClient.self] }
        set { self[PagesClient.self] = newValue }
    }
}

/// Pages a test holds until it delivers them, in the order they were asked for.
final class HeldAnswers {
    private let held = Held<Int, [String]>()

    var requests: [Int] { held.requests }

    var client: PagesClient {
        PagesClient { [held] request in try await held.hold(request) }
    }

    /// Answer the oldest request still held with `items`.
    func deliverNext(_ items: [String]) {
        held.deliverOldest(items)
    }
}
