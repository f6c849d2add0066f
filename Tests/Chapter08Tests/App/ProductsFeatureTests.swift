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
    func firstPage() async {
        let store = pagingStore(from: ProductsFeature.State())

        await store.send(.view(.viewLoaded)) {
            $0.isLoadingFirstPage = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.success(pageOne))
        await store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isLoadingFirstPage = false
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse]
            $0.lastPage = 1
            $0.hasLoaded = true
        }
        await store.finish()
        #expect(pages.requests == [1])
    }

    // snippet: unidirectional-test-load-more-after-refresh
    @Test("Load more after refresh: the refresh cancels the page in flight, whose answer never arrives")
    func loadMoreAfterRefresh() async {
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient = .paging(pages)
        }

        await store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        await store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.success(pageTwo))  // page 2 answers late: its effect was cancelled, nothing is received
        pages.deliverOldest(.success(pageOne))
        await store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
        }
        await store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(pageTwo))
        await store.receive(.pageResponse(page: 2, .success(pageTwo))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub, monitor]
            $0.lastPage = 2
            $0.hasMore = false
        }
        await store.finish()
        #expect(pages.requests == [2, 1, 2])
    }
    // end-snippet

    @Test("Reaching the end while a page is in flight, or after the last page, sends nothing")
    func loadMoreWaits() async {
        var last = loaded
        last.hasMore = false
        let store = pagingStore(from: loaded)
        let finished = TestStore(initialState: last) { ProductsFeature() }

        await store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        await store.send(.view(.loadMoreTriggered))
        await finished.send(.view(.loadMoreTriggered))

        #expect(pages.requests == [1])
        pages.deliverOldest(.success(pageOne))
        await store.receive(.pageResponse(page: 1, .success(pageOne))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
        }
        await store.finish()
    }

    @Test("A failed load-more shows the error and lets the next end of the list ask for the same page")
    func failedLoadMore() async {
        let store = pagingStore(from: loaded)
        let refusal = APIError.refused(status: 503, message: "Catalogue unavailable")

        await store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.failure(refusal))
        await store.receive(.pageResponse(page: 2, .failure(refusal))) {
            $0.pageInFlight = nil
            $0.destination = .alert(.error(refusal))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(pageTwo))
        await store.receive(.pageResponse(page: 2, .success(pageTwo))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub, monitor]
            $0.lastPage = 2
            $0.hasMore = false
        }
        await store.finish()
    }

    @Test("A failed reload stops the refresh control and leaves the rows and the paging where they were")
    func failedReload() async {
        let store = pagingStore(from: loaded)

        await store.send(.view(.refreshPulled)) {
            $0.isRefreshing = true
            $0.pageInFlight = 1
        }
        pages.deliverOldest(.failure(.unreadable))
        await store.receive(.pageResponse(page: 1, .failure(.unreadable))) {
            $0.isRefreshing = false
            $0.pageInFlight = nil
            $0.destination = .alert(.error(.unreadable))
        }
        await store.finish()
    }

    @Test("A product already listed keeps its row when a later page brings it again")
    func duplicateKeepsRow() async {
        let store = pagingStore(from: loaded)
        let overlapping = ProductPage(page: 2, items: [mouse, hub], hasMore: true)

        await store.send(.view(.loadMoreTriggered)) { $0.pageInFlight = 2 }
        pages.deliverOldest(.success(overlapping))
        await store.receive(.pageResponse(page: 2, .success(overlapping))) {
            $0.pageInFlight = nil
            $0.products = [keyboard, mouse, hub]
            $0.lastPage = 2
        }
        await store.finish()
    }

    // snippet: unidirectional-test-delete
    @Test("Delete asks first; Delete sends the request and the row goes when its answer arrives")
    func deleteConfirmed() async {
        let deletes = Held<Int, Result<Int, APIError>>()
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient.delete = { id in try await deletes.hold(id).get() }
        }

        await store.send(.view(.deleteTapped(mouse.id))) {
            $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: mouse))
        }
        await store.send(.destination(.presented(.deleteConfirmation(.confirmDelete(mouse.id))))) {
            $0.destination = nil
        }
        #expect(deletes.requests == [mouse.id])
        deletes.deliverOldest(.success(mouse.id))
        await store.receive(.deleteResponse(.success(mouse.id))) {
            $0.products = [keyboard]
        }
        await store.finish()
    }
    // end-snippet

    @Test("Two deletes in flight are independent: each row goes with its own answer, a refusal keeps its row")
    func twoDeletes() async {
        let deletes = Held<Int, Result<Int, APIError>>()
        let store = TestStore(initialState: loaded) {
            ProductsFeature()
        } withDependencies: {
            $0.productsClient.delete = { id in try await deletes.hold(id).get() }
        }
        let refusal = APIError.refused(status: 409, message: "The product is in an open order")

        for product in [keyboard, mouse] {
            await store.send(.view(.deleteTapped(product.id))) {
                $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: product))
            }
            await store.send(.destination(.presented(.deleteConfirmation(.confirmDelete(product.id))))) {
                $0.destination = nil
            }
        }
        deletes.deliverNewest(.success(mouse.id))
        await store.receive(.deleteResponse(.success(mouse.id))) { $0.products = [keyboard] }
        deletes.deliverOldest(.failure(refusal))
        await store.receive(.deleteResponse(.failure(refusal))) { $0.destination = .alert(.error(refusal)) }
        await store.finish()
    }

    @Test("Cancel in the delete confirmation dismisses it and sends nothing")
    func deleteCancelled() async {
        let store = TestStore(initialState: loaded) { ProductsFeature() }

        await store.send(.view(.deleteTapped(mouse.id))) {
            $0.destination = .deleteConfirmation(ProductsFeature.deleteConfirmation(for: mouse))
        }
        await store.send(.destination(.dismiss)) { $0.destination = nil }
        await store.finish()
    }

    @Test("The editor's saved product replaces its row and closes the editor")
    func savedFromEditor() async {
        let store = TestStore(initialState: loaded) { ProductsFeature() }
        let saved = Product(id: mouse.id, name: "Silent Mouse", price: 19)

        await store.send(.view(.editTapped(mouse.id))) {
            $0.destination = .edit(EditProductFeature.State(product: mouse))
        }
        await store.send(.destination(.presented(.edit(.delegate(.saved(saved)))))) {
            $0.products = [keyboard, saved]
            $0.destination = nil
        }
        await store.finish()
    }

    @Test("Deleting the last product shows No products; an empty list before any page shows nothing")
    func noProducts() async {
        var state = loaded
        #expect(!ProductsFeature.State().showsNoProducts)
        state.products = []
        #expect(state.showsNoProducts)
    }
}
