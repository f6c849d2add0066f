import Testing

@testable import TriggerObserver

@Suite("PaginationBinding: fetch as often as you like, a page goes out only when it should")
struct PaginationBindingTests {
    private func makeBinding() -> (PaginationBinding, FakeProductsService, () -> [Result<ProductPage, AppError>]) {
        let service = FakeProductsService()
        let binding = PaginationBinding(service: service)
        var received: [Result<ProductPage, AppError>] = []
        binding.bind { received.append($0) }
        return (binding, service, { received })
    }

    @Test("Pages are fetched one after another, and each reaches the observer")
    func pagesInOrder() {
        let (binding, service, received) = makeBinding()

        binding.fetchProducts()
        service.answerPage()
        binding.fetchProducts()
        service.answerPage()

        #expect(service.requestedPages == [1, 2])
        #expect(received().map { try? $0.get().number } == [1, 2])
    }

    // snippet: triggerobserver-test-no-double-fetch
    @Test("A page already in flight is not requested again")
    func noDoubleFetch() {
        let (binding, service, received) = makeBinding()

        binding.fetchProducts()
        binding.fetchProducts()
        binding.fetchProducts()

        #expect(service.requestedPages == [1])
        service.answerPage()
        #expect(received().count == 1)
    }
    // end-snippet

    // snippet: triggerobserver-test-last-page
    @Test("After the last page (hasMore false) no request is sent")
    func stopsAtLastPage() {
        let (binding, service, _) = makeBinding()

        binding.fetchProducts()
        service.answerPage(count: 3, hasMore: false)
        binding.fetchProducts()
        binding.fetchProducts()

        #expect(service.requestedPages == [1])
    }
    // end-snippet

    @Test("A failed page is asked for again on the next fetch")
    func failedPageIsRetried() {
        let (binding, service, received) = makeBinding()

        binding.fetchProducts()
        service.answerPage()
        binding.fetchProducts()
        service.failPage(.unreadable)
        binding.fetchProducts()

        #expect(service.requestedPages == [1, 2, 2])
        #expect(received().count == 2, "the failure reached the observer too")
    }

    @Test("Reloading starts again from page 1, even after the last page")
    func reloadStartsAgain() {
        let (binding, service, _) = makeBinding()

        binding.fetchProducts()
        service.answerPage(hasMore: false)
        binding.reloadProducts()
        service.answerPage()
        binding.fetchProducts()

        #expect(service.requestedPages == [1, 1, 2])
    }

    @Test("A late answer from a superseded load is dropped, and the reload's page stays the one in flight")
    func supersededAnswerDropped() {
        let (binding, service, received) = makeBinding()

        binding.fetchProducts()
        service.answerPage()
        binding.fetchProducts()  // page 2 in flight
        binding.reloadProducts()  // page 1 again, supersedes page 2
        #expect(service.pendingPageNumbers == [2, 1])

        service.answerPage()  // the stale page 2
        #expect(received().count == 1, "the stale page 2 never reached the observer")
        binding.fetchProducts()
        #expect(service.pendingPageNumbers == [1], "the reload's page 1 is still in flight: nothing more goes out")
        service.answerPage()  // the reload's page 1
        #expect(received().map { try? $0.get().number } == [1, 1])
    }
}
