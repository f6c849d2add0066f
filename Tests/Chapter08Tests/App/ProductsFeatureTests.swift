import MiniTCA
import MiniTCATest
import Testing

@testable import Unidirectional

/// The product list's reducer, tested the family's way: every change of state stated, every answer received, no
/// effect left running. The client's answers are held and delivered by the test, so every in-between state is seen.
@Suite("The product list: paging, refreshing, deleting — every state change asserted")
struct ProductsFeatureTests {
    let pages = Held<Int, Result<ProductPage, APIError>>()

    /// A list that has shown page 1, with page 2 to come.
    var loaded: ProductsFeature.State {
        var state = ProductsFeature.State()
        state.products = pageOne.items
        state.lastPage = 1
        state.hasLoaded = true
        return state
    }

    /// A test store of the list from `state`, whose pages the test holds and delivers.
    func pagingStore(from state: ProductsFeature.State) -> TestStore<ProductsFeature.State, ProductsFeature.Action> {
        TestStore(initialState: state) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient = .paging(pages)
        }
    }

    @Test("Opening the list asks for page 1 with the loading indicator on, and the page fills the list")
    func firstPage() {
        let store = pagingStore(from: ProductsFeature.State())

        store.send(.view(.viewLoaded)) {
            $0.isLoadingFirstPage = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.success(pageOne))
        store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isLoadingFirstPage = false
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse]
            $0.lastPage = 1
            $0.hasLoaded = true
        }
        store.finish()
        #expect(pages.requests == [1])
    }

    // snippet: unidirectional-test-load-more-after-refresh
    @Test("Load more after refresh: the refresh cancels the page in flight, whose answer never arrives")
    func loadMoreAfterRefresh() {
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient = .paging(pages)
        }

        store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.success(pageTwo))  // page 2 answers late: its effect was cancelled, nothing is received
        pages.deliverOldest(.success(pageOne))
        store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
        }
        store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(pageTwo))
        store.receive(.pageResponse(page: 2, .success(pageTwo))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub, monitor]
            $0.lastPage = 2
            $0.hasMore = false
        }
        store.finish()
        #expect(pages.requests == [2, 1, 2])
    }
    // end-snippet

    @Test("Reaching the end while a page is in flight, or after the last page, sends nothing")
    func loadMoreWaits() {
        var last = loaded
        last.hasMore = false
        let store = pagingStore(from: loaded)
        let finished = TestStore(initialState: last) { ProductsFeature() }

        store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        store.send(.view(.loadMoreTriggered))
        finished.send(.view(.loadMoreTriggered))

        #expect(pages.requests == [1])
        pages.deliverOldest(.success(pageOne))
        store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
        }
        store.finish()
    }

    @Test("A failed load-more shows the error and lets the next end of the list ask for the same page")
    func failedLoadMore() {
        let store = pagingStore(from: loaded)
        let refusal = APIError.refused(status: 503, message: "Catalogue unavailable")

        store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.failure(refusal))
        store.receive(.pageResponse(page: 2, .failure(refusal))) {
            $0.pageInFlight = nil
            $0.alert = .error(refusal)
        }
        store.send(.alert(.dismiss)) { $0.alert = nil }
        store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(pageTwo))
        store.receive(.pageResponse(page: 2, .success(pageTwo))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub, monitor]
            $0.lastPage = 2
            $0.hasMore = false
        }
        store.finish()
    }

    @Test("A failed reload stops the refresh control and leaves the rows and the paging where they were")
    func failedReload() {
        let store = pagingStore(from: loaded)

        store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.failure(.unreadable))
        store.receive(.pageResponse(page: 1, .failure(.unreadable))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
            $0.alert = .error(.unreadable)
        }
        store.finish()
    }

    @Test("A product already listed keeps its row when a later page brings it again")
    func duplicateKeepsRow() {
        let store = pagingStore(from: loaded)
        let overlapping = ProductPage(page: 2, items: [mouse, hub], hasMore: true)

        store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(overlapping))
        store.receive(.pageResponse(page: 2, .success(overlapping))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub]
            $0.lastPage = 2
        }
        store.finish()
    }

    // snippet: unidirectional-test-delete
    @Test("Delete asks first; Delete sends the request and the row goes when its answer arrives")
    func deleteConfirmed() {
        let deletes = Held<Int, Result<Int, APIError>>()
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient.delete = { id, answer in deletes.hold(id, answer) }
        }

        store.send(.view(.deleteTapped(mouse.id))) {
            $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: mouse))
        }
        store.send(.destination(.presented(.deleteConfirmation(.confirmDelete(mouse.id))))) {
            $0.destination = nil
        }
        #expect(deletes.requests == [mouse.id])
        deletes.deliverOldest(.success(mouse.id))
        store.receive(.deleteResponse(.success(mouse.id))) {
            $0.products = [keyboard]
        }
        store.finish()
    }
    // end-snippet

    @Test("Two deletes in flight are independent: each row goes with its own answer, a refusal keeps its row")
    func twoDeletes() {
        let deletes = Held<Int, Result<Int, APIError>>()
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient.delete = { id, answer in deletes.hold(id, answer) }
        }
        let refusal = APIError.refused(status: 409, message: "The product is in an open order")

        for product in [keyboard, mouse] {
            store.send(.view(.deleteTapped(product.id))) {
                $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: product))
            }
            store.send(.destination(.presented(.deleteConfirmation(.confirmDelete(product.id))))) {
                $0.destination = nil
            }
        }
        deletes.deliverNewest(.success(mouse.id))
        store.receive(.deleteResponse(.success(mouse.id))) { $0.products = [keyboard] }
        deletes.deliverOldest(.failure(refusal))
        store.receive(.deleteResponse(.failure(refusal))) { $0.alert = .error(refusal) }
        store.finish()
    }

    @Test("Cancel in the delete confirmation dismisses it and sends nothing")
    func deleteCancelled() {
        let store = TestStore(initialState: loaded) { ProductsFeature() }

        store.send(.view(.deleteTapped(mouse.id))) {
            $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: mouse))
        }
        store.send(.destination(.dismiss)) { $0.destination = nil }
        store.finish()
    }

    @Test("The editor's saved product replaces its row and closes the editor")
    func savedFromEditor() {
        let store = TestStore(initialState: loaded) { ProductsFeature() }
        let saved = Product(id: mouse.id, name: "Silent Mouse", price: 19)

        store.send(.view(.editTapped(mouse.id))) {
            $0.destination = .edit(EditProductFeature.State(product: mouse))
        }
        store.send(.destination(.presented(.edit(.delegate(.saved(saved)))))) {
            $0.products = [keyboard, saved]
            $0.destination = nil
        }
        store.finish()
    }

    @Test("Deleting the last product shows No products; an empty list before any page shows nothing")
    func noProducts() {
        var state = loaded
        #expect(!ProductsFeature.State().showsNoProducts)
        state.products = []
        #expect(state.showsNoProducts)
    }
}
