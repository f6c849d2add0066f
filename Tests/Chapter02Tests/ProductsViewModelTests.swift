import Testing

@testable import RHA

@Suite("ProductsViewModel: paging rules without a screen or a server")
struct ProductsViewModelTests {
    let fake = FakeProductsWorker()
    let viewModel: ProductsViewModel

    init() {
        viewModel = ProductsViewModel(worker: ProductsWorker(productsWorkerProtocol: fake))
    }

    @Test("The first load turns isLoading on until the answer, and words the rows")
    func firstLoad() {
        var loading: [Bool] = []
        viewModel.isLoading.bind { loading.append($0) }
        var rows: [String]?
        viewModel.fetchProducts { rows = $0?._rows }
        #expect(loading == [false, true])
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 2, hasMore: true)))
        #expect(loading == [false, true, false])
        #expect(rows == ["Item 1 — $1.00", "Item 2 — $2.00"])
        #expect(fake.asked == ["page 1 of 10"])
    }

    @Test("One page in flight at a time, and nothing after the last page")
    func paging() {
        viewModel.fetchProducts { _ in }
        viewModel.fetchMoreProducts { _ in }
        #expect(fake.asked == ["page 1 of 10"])
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 10, hasMore: true)))
        viewModel.fetchMoreProducts { _ in }
        viewModel.fetchMoreProducts { _ in }
        #expect(fake.asked == ["page 1 of 10", "page 2 of 10"])
        var rows: [String]?
        fake.answerPage(2, .success(FakeProductsWorker.page(2, first: 11, count: 3, hasMore: false)))
        viewModel.fetchMoreProducts { rows = $0?._rows }
        #expect(fake.asked == ["page 1 of 10", "page 2 of 10"])
        #expect(viewModel.response._rows.count == 13)
        #expect(rows == nil)
    }

    @Test("A refresh supersedes a load in flight: the late answer is ignored")
    func lateAnswerIgnored() {
        viewModel.fetchProducts { _ in }
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 10, hasMore: true)))
        var heard: [[String]?] = []
        viewModel.fetchMoreProducts { heard.append($0?._rows) }
        viewModel.refreshProducts { heard.append($0?._rows) }
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 50, count: 1, hasMore: false)))
        fake.answerPage(2, .success(FakeProductsWorker.page(2, first: 11, count: 10, hasMore: true)))
        #expect(heard == [["Item 50 — $50.00"]])
        #expect(viewModel.response._rows == ["Item 50 — $50.00"])
    }

    @Test("A failed page changes nothing already loaded and reports the error")
    func failureKeepsRows() {
        let errors = ContentRecorder(viewModel.isErrorFree)
        viewModel.fetchProducts { _ in }
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 10, hasMore: true)))
        viewModel.fetchMoreProducts { _ in }
        fake.answerPage(2, .failure(.unreadable))
        #expect(viewModel.response._rows.count == 10)
        #expect(errors.alerts.map(\.message) == ["The server's answer could not be read."])
        viewModel.fetchMoreProducts { _ in }
        #expect(fake.asked.last == "page 2 of 10")
    }

    @Test("An empty catalogue says so in the Response")
    func empty() {
        var response: ProductsViewModel.Response?
        viewModel.fetchProducts { response = $0 }
        fake.answerPage(1, .success(ProductPage(page: 1, items: [], hasMore: false)))
        #expect(response?.isEmpty == true)
    }

    @Test("Delete removes the row when the worker succeeds")
    func delete() throws {
        viewModel.fetchProducts { _ in }
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 3, hasMore: false)))
        let second = try #require(viewModel.product(at: 1))
        #expect(viewModel.deleteTitle(for: second) == "Delete product: Item 2")
        var rows: [String]?
        viewModel.deleteProduct(second) { rows = $0?._rows }
        #expect(fake.asked.last == "delete 2")
        #expect(rows == nil)
        fake.deletes.first?.handler(.success(()))
        #expect(rows == ["Item 1 — $1.00", "Item 3 — $3.00"])
    }

    @Test("A product saved in the editor the list's view model made reaches the list through its editedList box")
    func editReachesList() throws {
        viewModel.fetchProducts { _ in }
        fake.answerPage(1, .success(FakeProductsWorker.page(1, first: 1, count: 3, hasMore: false)))
        var heard: [[String]?] = []
        viewModel.editedList.bind { heard.append($0?._rows) }
        let editor = viewModel.editProductViewModel(for: try #require(viewModel.product(at: 2)))

        editor.saveProduct(name: "Gadget", price: "4.5") { _ in }
        #expect(fake.asked.last == "update 3", "the editor saves through the list's worker")
        try #require(fake.updates.first).handler(.success(Product(id: 3, name: "Gadget", price: 4.5)))

        #expect(heard == [nil, ["Item 1 — $1.00", "Item 2 — $2.00", "Gadget — $4.50"]])
    }
}
