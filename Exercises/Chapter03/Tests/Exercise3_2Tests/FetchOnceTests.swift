import Testing
import TriggerObserver

@testable import Exercise3_2

/// A `ProductsService` that records the pages asked for and keeps each request until the test answers it.
private final class HeldProductsService: ProductsService {
    private(set) var requestedPages: [Int] = []
    private var pending: [(number: Int, completion: (Result<ProductPage, AppError>) -> Void)] = []

    func fetchPage(_ number: Int, perPage: Int, completion: @escaping (Result<ProductPage, AppError>) -> Void) {
        requestedPages.append(number)
        pending.append((number, completion))
    }

    func update(_ draft: ProductDraft, completion: @escaping (Result<Product, AppError>) -> Void) {}
    func delete(id: Int, completion: @escaping (Result<Void, AppError>) -> Void) {}

    /// Answer the oldest request with a page of `count` products.
    func answer(count: Int = 10, hasMore: Bool = true) {
        guard !pending.isEmpty else { return }
        let (number, completion) = pending.removeFirst()
        let products = (0..<count).map { Product(id: number * 100 + $0, name: "Product \($0)", price: 10) }
        completion(.success(ProductPage(number: number, products: products, hasMore: hasMore)))
    }

    func fail() {
        guard !pending.isEmpty else { return }
        pending.removeFirst().completion(.failure(.unreadable))
    }
}

@Suite("Exercise 3.2 — Don't fetch twice, and stop at the last page")
struct FetchOnceTests {
    @Test("While a page is in flight, fetching again sends nothing")
    func noDoubleFetch() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        binding.fetchProducts()
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1],
            "Page 1 was asked for \(service.requestedPages.count) times while in flight: in Exercise3_2/PaginationBinding.swift, remember that a page is in flight and send nothing until it answers"
        )
    }

    @Test("Once a page has answered, the next one is asked for")
    func nextPageAfterAnswer() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)
        var received: [Int] = []
        binding.bind { if case .success(let page) = $0 { received.append(page.number) } }

        binding.fetchProducts()
        service.answer()
        binding.fetchProducts()
        service.answer()

        #expect(
            service.requestedPages == [1, 2],
            "After page 1 answered, page 2 should go out: clear your in-flight flag when the answer arrives, in Exercise3_2/PaginationBinding.swift"
        )
        #expect(received == [1, 2])
    }

    @Test("After a page with hasMore false, fetching sends nothing")
    func stopAtLastPage() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.answer(count: 3, hasMore: false)
        binding.fetchProducts()
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1],
            "Page 1 said hasMore: false, yet \(service.requestedPages.dropFirst().map { "page \($0)" }) went out: in Exercise3_2/PaginationBinding.swift, remember hasMore and send nothing after the last page"
        )
    }

    @Test("A page that failed is asked for again")
    func retryAfterFailure() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.fail()
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1, 1],
            "A failed page is no longer in flight: clear your in-flight flag on failures too, in Exercise3_2/PaginationBinding.swift"
        )
    }

    @Test("An answer from before a reload does not clear the way: the reload's page is still in flight")
    func staleAnswerKeepsReloadInFlight() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.answer()
        binding.fetchProducts()  // page 2 in flight
        binding.reloadProducts()  // page 1 in flight again; page 2 is now stale
        service.answer()  // the stale page 2 arrives
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1, 2, 1],
            "The reload's page 1 was still on its way, yet \(service.requestedPages.dropFirst(3).map { "page \($0)" }) went out after the stale page 2 arrived: in Exercise3_2/PaginationBinding.swift, clear your in-flight flag only after the guard that drops stale answers"
        )
    }

    @Test("A reload starts again from page 1, even after the last page")
    func reloadAfterLastPage() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.answer(hasMore: false)
        binding.reloadProducts()
        service.answer(hasMore: true)
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1, 1, 2],
            "A reload forgets that the last page came: reset hasMore in reloadProducts(), in Exercise3_2/PaginationBinding.swift"
        )
    }

    @Test("A failed reload leaves paging where it was: the next page is the one after the last loaded")
    func failedReloadKeepsPaging() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.answer()
        binding.fetchProducts()
        service.answer()
        binding.reloadProducts()
        service.fail()
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1, 2, 1, 3],
            "The reload failed, so pages 1 and 2 are still on screen and page 3 comes next, yet \(service.requestedPages.dropFirst(3).map { "page \($0)" }) went out: in Exercise3_2/PaginationBinding.swift, a failed reload leaves paging where it was — change it only when the reload's page arrives"
        )
    }

    @Test("A failed reload after the last page still sends nothing at the end of the list")
    func failedReloadKeepsTheEnd() {
        let service = HeldProductsService()
        let binding = PaginationBinding(service: service)

        binding.fetchProducts()
        service.answer(count: 3, hasMore: false)
        binding.reloadProducts()
        service.fail()
        binding.fetchProducts()

        #expect(
            service.requestedPages == [1, 1],
            "The reload failed, so the list still ends at page 1, yet \(service.requestedPages.dropFirst(2).map { "page \($0)" }) went out: in Exercise3_2/PaginationBinding.swift, a failed reload leaves paging where it was — hasMore too"
        )
    }
}
