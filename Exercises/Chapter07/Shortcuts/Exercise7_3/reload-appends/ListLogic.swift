import CLE
import MiniRx

/// Exercise 7.3 — a paged list as a `cycle`. `list` is written: the inputs go through `reduce`, and one reaction
/// fetches the page `pageToFetch` asks for, feeding it back as `.pageArrived`. Write the two pure functions it uses.
///
/// The rules: `.load` asks for page 1, once; `.reload` always asks for page 1, and page 1 replaces the list when it
/// arrives; `.loadMore` asks for the page after the last one — unless a page is in flight, or the last page said
/// there is no more; `.deleted` removes the name. Whatever asks for a page marks it in flight until it arrives.
enum ListLogic {
    /// The page `input` asks for, given the state before it, or `nil`.
    static func pageToFetch(_ state: ListState, _ input: ListInput) -> Int? {
        switch input {
        case .load where state.lastPage == 0 && state.pageInFlight == nil:
            return 1
        case .reload:
            return 1
        case .loadMore where state.lastPage > 0 && state.hasMore && state.pageInFlight == nil:
            return state.lastPage + 1
        default:
            return nil
        }
    }

    /// What `input` does to the list.
    static func reduce(_ state: inout ListState, _ input: ListInput) {
        if let page = pageToFetch(state, input) {
            state.pageInFlight = page
        }
        switch input {
        case .pageArrived(let page) where page.number == state.pageInFlight:
            state.names += page.names
            state.lastPage = page.number
            state.hasMore = page.hasMore
            state.pageInFlight = nil
        case .deleted(let name):
            state.names.removeAll { $0 == name }
        default:
            break
        }
    }

    /// The list over time, from its inputs and a fetch that answers a page number with that page.
    static func list(
        inputs: Observable<ListInput>, fetch: @escaping (Int) -> Observable<NamePage>
    ) -> Observable<ListState> {
        cycle(
            inputs: [inputs],
            initialState: ListState(),
            reduce: reduce,
            reactions: [
                { steps in
                    steps.compactMap { state, input in pageToFetch(state, input) }
                        .flatMapLatest(fetch)
                        .map { .pageArrived($0) }
                }
            ])
    }
}

// MARK: - Given

/// One page of names, as a fetch answers it.
struct NamePage: Equatable {
    let number: Int
    let names: [String]
    let hasMore: Bool
}

/// Everything that changes the list: the screen's causes, and the pages its fetch brings back.
enum ListInput: Equatable {
    /// The screen opened.
    case load
    /// A pull to refresh.
    case reload
    /// The end of the list came into view.
    case loadMore
    /// This name was deleted.
    case deleted(String)
    /// The page asked for arrived.
    case pageArrived(NamePage)
}

/// The list: the names shown, the last page that arrived, whether more follow, and the page in flight.
struct ListState: Equatable {
    var names: [String] = []
    var lastPage = 0
    var hasMore = true
    var pageInFlight: Int?
}
