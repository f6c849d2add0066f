import CLE
import MiniRx

/// Exercise 7.3 — search as you type, as a `cycle`. `search` is written: the inputs go through `reduce`, and one
/// reaction runs the query `queryToRun` asks for, feeding its results back as `.resultsArrived`. Write the two pure
/// functions it uses.
///
/// The rules: a query is the typed text, trimmed. Typing runs a search for it — unless it is empty, which empties
/// the list, or it is the query already shown or on its way. `.cleared` empties the field and the list. Results
/// replace the list only if they answer the query on its way; any other results are stale and change nothing.
enum SearchLogic {
    /// The query `input` asks to run, given the state before it, or `nil`.
    static func queryToRun(_ state: SearchState, _ input: SearchInput) -> String? {
        guard case .typed(let text) = input else { return nil }
        let query = text.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty, query != (state.queryInFlight ?? state.query) else { return nil }
        return query
    }

    /// What `input` does to the search.
    static func reduce(_ state: inout SearchState, _ input: SearchInput) {
        switch input {
        case .typed(let text):
            if let query = queryToRun(state, input) {
                state.queryInFlight = query
            } else if text.trimmingCharacters(in: .whitespaces).isEmpty {
                state = SearchState()
            }
        case .cleared:
            state = SearchState()
        case .resultsArrived(let results):
            guard results.query == state.queryInFlight else { return }
            state.query = results.query
            state.names = results.names
            state.queryInFlight = nil
        }
    }

    /// The list over time, from its inputs and a fetch that answers a query with the names that match it.
    static func search(
        inputs: Observable<SearchInput>, fetch: @escaping (String) -> Observable<SearchResults>
    ) -> Observable<SearchState> {
        cycle(
            inputs: [inputs],
            initialState: SearchState(),
            reduce: reduce,
            reactions: [
                { steps in
                    steps.compactMap { state, input in queryToRun(state, input) }
                        .flatMapLatest(fetch)
                        .map { .resultsArrived($0) }
                }
            ])
    }
}

// MARK: - Given

/// The names that match a query, as a fetch answers them.
struct SearchResults: Equatable {
    let query: String
    let names: [String]
}

/// Everything that changes the search: the screen's causes, and the results its fetch brings back.
enum SearchInput: Equatable {
    /// The text in the search field changed.
    case typed(String)
    /// The field's clear button was tapped.
    case cleared
    /// The results of a query arrived.
    case resultsArrived(SearchResults)
}

/// The search: the query shown, the names listed for it, and the query on its way, if any.
struct SearchState: Equatable {
    var query = ""
    var names: [String] = []
    var queryInFlight: String?
}
