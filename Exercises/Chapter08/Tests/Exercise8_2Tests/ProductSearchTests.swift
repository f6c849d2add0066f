import MiniTCA
import MiniTCATest
import Testing
import Unidirectional

@testable import Exercise8_2

/// Searches a test holds until it delivers their answers: the workbook's virtual time.
private final class HeldSearches {
    private(set) var queries: [String] = []
    private var answers: [([Product]) -> Void] = []

    var client: ProductSearchClient {
        ProductSearchClient { [self] query in
            try await withAnswer { answer in
                self.queries.append(query)
                self.answers.append(answer)
            }
        }
    }

    func deliverOldest(_ products: [Product]) {
        guard !answers.isEmpty else { return }
        answers.removeFirst()(products)
    }
}

@Suite("Exercise 8.2 — An effect with a cancellation id")
struct ProductSearchTests {
    let file = "Exercise8_2/ProductSearchFeature.swift"
    let mouse = Product(id: 2, name: "Wireless Mouse", price: 24.99)
    let monitor = Product(id: 4, name: "27-inch Monitor", price: 279)

    @Test("A newer query cancels the search in flight: its late answer is never received")
    func newerQueryWins() async {
        let held = HeldSearches()
        let store = TestStore(initialState: ProductSearchFeature.State()) {
            ProductSearchFeature()
        } withDependencies: {
            $0.productSearch = held.client
        }
        store.hint = "The reducer is in \(file)."

        await store.send(.view(.queryChanged("mo"))) {
            $0.query = "mo"
            $0.isSearching = true
        }
        await store.send(.view(.queryChanged("mou"))) { $0.query = "mou" }
        held.deliverOldest([mouse, monitor])  // the answer to "mo", late: it must not arrive
        held.deliverOldest([mouse])
        await store.receive(.searchResponse(.success([mouse]))) {
            $0.results = [mouse]
            $0.isSearching = false
        }
        await store.finish()
        #expect(held.queries == ["mo", "mou"])
        #expect(store.state.results == [mouse], "only the answer to the latest query reaches the list — in \(file)")
    }

    @Test("Emptying the field asks for nothing, empties the results and cancels the search in flight")
    func emptyFieldCancels() async {
        let held = HeldSearches()
        let store = TestStore(initialState: ProductSearchFeature.State(query: "mou", results: [mouse])) {
            ProductSearchFeature()
        } withDependencies: {
            $0.productSearch = held.client
        }
        store.hint = "The reducer is in \(file)."

        await store.send(.view(.queryChanged("mous"))) {
            $0.query = "mous"
            $0.isSearching = true
        }
        await store.send(.view(.queryChanged("  "))) {
            $0.query = "  "
            $0.results = []
            $0.isSearching = false
        }
        held.deliverOldest([mouse])  // the answer to "mous", after the field was emptied: it must not arrive
        await store.finish()
        #expect(held.queries == ["mous"], "a blank field is no query — in \(file)")
        #expect(store.state.results.isEmpty, "an empty field shows no results — in \(file)")
    }
}
