import MiniTCA
import MiniTCATest
import Testing

@testable import Unidirectional

/// The root feature: navigation is state, and closing a screen cancels its effects.
@Suite("Home: navigation as state, and a closed screen's effects cancelled")
struct HomeFeatureTests {
    @Test("Each button sets the screen Home leads to, and going back sets it to nil")
    func navigation() async {
        let store = TestStore(initialState: HomeFeature.State()) { HomeFeature() }

        await store.send(.view(.consTapped)) { $0.destination = .prosCons(ProsConsFeature.State(side: .cons)) }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.send(.view(.reservationsTapped)) { $0.destination = .reservations(ReservationsFeature.State()) }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.finish()
    }

    // snippet: unidirectional-test-closed-screen
    @Test("Going back from Products while its page is in flight cancels the request's effect: the answer is dropped")
    func closedScreenCancelsItsEffects() async {
        let pages = Held<Int, Result<ProductPage, APIError>>()
        let store = TestStore(initialState: HomeFeature.State()) {
            HomeFeature()
        } withDependencies: {
            $0.productsClient = .paging(pages)
        }
        var opened = ProductsFeature.State()

        await store.send(.view(.productsTapped)) { $0.destination = .products(ProductsFeature.State()) }
        opened.isLoadingFirstPage = true
        opened.pageInFlight = 1
        await store.send(.destination(.presented(.products(.view(.viewLoaded))))) { $0.destination = .products(opened) }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        pages.deliverOldest(.success(pageOne))
        await store.finish()
    }
    // end-snippet

    @Test("A whole visit to Products, asserted only where it matters: the rows after the first page")
    func productsVisit() async {
        let store = TestStore(initialState: HomeFeature.State()) {
            HomeFeature()
        } withDependencies: {
            $0.productsClient.fetchPage = { [pageOne] _, _ in pageOne }
        }
        // An integration test across two features: each feature's own tests state every field, so this one says only
        // what the parent must get right — that the child's effects reach it through the destination.
        store.exhaustivity = .off

        await store.send(.view(.productsTapped))
        await store.send(.destination(.presented(.products(.view(.viewLoaded)))))
        await store.receive(.destination(.presented(.products(.pageResponse(page: 1, .success(pageOne)))))) { state in
            guard case .products(var products) = state.destination else {
                Issue.record("Products is not the screen Home leads to")
                return
            }
            products.products = [keyboard, mouse]
            state.destination = .products(products)
        }
    }
}
