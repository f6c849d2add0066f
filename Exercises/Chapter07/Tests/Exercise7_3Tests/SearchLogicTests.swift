import Foundation
import MiniRx
import MiniRxTest
import Testing

@testable import Exercise7_3

/// The names the fetch searches.
private let allNames = ["Mechanical Keyboard", "Wireless Mouse", "Silent Mouse", "USB-C Hub", "Monitor Arm"]

@Suite("Exercise 7.3 — Search as you type, as a cycle")
struct SearchLogicTests {
    let file = "Exercise7_3/SearchLogic.swift"
    let scheduler = TestScheduler()

    /// The search driven by `inputs`, with a fetch that answers 10 ticks later and writes down the queries it ran.
    func run(_ inputs: [Recorded<Event<SearchInput>>]) -> (states: [SearchState], queriesRun: [String]) {
        var queriesRun: [String] = []
        let fetch: (String) -> Observable<SearchResults> = { [scheduler] query in
            queriesRun.append(query)
            let names = allNames.filter { $0.localizedCaseInsensitiveContains(query) }
            return scheduler.createColdObservable([
                .next(10, SearchResults(query: query, names: names)), .completed(10),
            ])
            .asObservable()
        }
        let hotInputs = scheduler.createHotObservable(inputs)
        let observer = scheduler.start { SearchLogic.search(inputs: hotInputs.asObservable(), fetch: fetch) }
        return (observer.elements, queriesRun)
    }

    @Test("Typing runs a search for the trimmed text, and its results make the list")
    func typingSearches() {
        let (states, queries) = run([.next(210, .typed(" mouse "))])
        #expect(
            queries == ["mouse"], "Typing \" mouse \" should run a search for \"mouse\", the text trimmed — in \(file)")
        #expect(
            states.last == SearchState(query: "mouse", names: ["Wireless Mouse", "Silent Mouse"]),
            "The results of the query on its way make the list, and nothing is on its way any more — in \(file)")
    }

    @Test("While a search runs, its query is on its way")
    func queryInFlight() {
        let (states, _) = run([.next(210, .typed("hub"))])
        #expect(
            states.contains(SearchState(query: "", names: [], queryInFlight: "hub")),
            "Mark the query on its way in reduce, with queryToRun, so the decision is written once — in \(file)")
    }

    @Test("The same query again runs nothing: not while it is on its way, not once it is shown")
    func sameQueryRunsNothing() {
        let (_, queries) = run([
            .next(210, .typed("mouse")), .next(212, .typed("mouse ")), .next(230, .typed(" mouse")),
        ])
        #expect(
            queries == ["mouse"],
            "The query was the same each time, yet it ran \(queries.count) times: run nothing for the query on its way or already shown — in \(file)"
        )
    }

    @Test("An empty query runs nothing and empties the list")
    func emptyQuery() {
        let (states, queries) = run([.next(210, .typed("mouse")), .next(230, .typed("  "))])
        #expect(queries == ["mouse"], "Only spaces is no query: run nothing — in \(file)")
        #expect(states.last == SearchState(), "An empty field shows no results — in \(file)")
    }

    @Test("Results no longer wanted are dropped: cleared before they arrive, the list stays empty")
    func staleResultsDropped() {
        let (states, _) = run([.next(210, .typed("mouse")), .next(215, .cleared)])
        #expect(
            states.last == SearchState(),
            "The field was cleared at 215, yet the results for \"mouse\" arriving at 220 made the list \(states.last?.names ?? []): results that answer no query on its way are stale — in \(file)"
        )
    }

    @Test("A new query supersedes the one on its way: only the newest results make the list")
    func newestWins() {
        let (states, queries) = run([.next(210, .typed("mouse")), .next(215, .typed("hub"))])
        #expect(queries == ["mouse", "hub"])
        #expect(states.last == SearchState(query: "hub", names: ["USB-C Hub"]), "in \(file)")
    }

    @Test("Going back to the query shown while another is on its way runs it again, and its results make the list")
    func backToTheQueryShown() {
        let (states, queries) = run([
            .next(210, .typed("mouse")), .next(230, .typed("hub")), .next(232, .typed("mouse")),
        ])
        #expect(
            queries == ["mouse", "hub", "mouse"],
            "\"mouse\" was shown but \"hub\" was on its way, so typing \"mouse\" again must run it, yet the queries run were \(queries): compare with the query on its way first, and with the one shown only when none is — in \(file)"
        )
        #expect(states.last == SearchState(query: "mouse", names: ["Wireless Mouse", "Silent Mouse"]), "in \(file)")
    }

    @Test("Results for another query than the one on its way change nothing: reduce, called with plain values")
    func otherResultsChangeNothing() {
        let waiting = SearchState(query: "mouse", names: ["Wireless Mouse", "Silent Mouse"], queryInFlight: "hub")
        var state = waiting
        SearchLogic.reduce(&state, .resultsArrived(SearchResults(query: "mo", names: ["Monitor Arm"])))
        #expect(
            state == waiting,
            "With \"hub\" on its way, results for \"mo\" made the search \(state): results that answer no query on its way are stale, whatever else is on its way — in \(file)"
        )
    }
}
