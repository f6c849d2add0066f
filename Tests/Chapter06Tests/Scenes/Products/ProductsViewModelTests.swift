import Foundation
import MiniRx
import MiniRxTest
import Testing

@testable import CleanMVVM

/// The product list's view model, tested as the write-up tests it: hand-written mocks for its use case and its
/// navigator, a `PublishSubject` per trigger, one trigger at a time on a `TestScheduler`, and the `Output` read after.
@Suite("ProductsViewModel: one trigger at a time, with mocks")
struct ProductsViewModelTests {
    let useCase = ProductsUseCaseMock()
    let navigator = ProductsNavigatorMock()
    let scheduler = TestScheduler()
    let disposeBag = DisposeBag()

    let loadTrigger = PublishSubject<Void>()
    let reloadTrigger = PublishSubject<Void>()
    let loadMoreTrigger = PublishSubject<Void>()
    let selectProductTrigger = PublishSubject<IndexPath>()
    let editProductTrigger = PublishSubject<IndexPath>()
    let deleteProductTrigger = PublishSubject<IndexPath>()

    let output: ProductsViewModel.Output
    let productListOutput: TestableObserver<[ProductItemViewModel]>
    let isLoadingOutput: TestableObserver<Bool>
    let isEmptyOutput: TestableObserver<Bool>

    init() {
        let viewModel = ProductsViewModel(navigator: navigator, useCase: useCase)
        let input = ProductsViewModel.Input(
            loadTrigger: loadTrigger.asDriverOnErrorJustComplete(),
            reloadTrigger: reloadTrigger.asDriverOnErrorJustComplete(),
            loadMoreTrigger: loadMoreTrigger.asDriverOnErrorJustComplete(),
            selectProductTrigger: selectProductTrigger.asDriverOnErrorJustComplete(),
            editProductTrigger: editProductTrigger.asDriverOnErrorJustComplete(),
            deleteProductTrigger: deleteProductTrigger.asDriverOnErrorJustComplete())
        output = viewModel.transform(input, disposeBag: disposeBag)

        productListOutput = scheduler.createObserver([ProductItemViewModel].self)
        isLoadingOutput = scheduler.createObserver(Bool.self)
        isEmptyOutput = scheduler.createObserver(Bool.self)
        output.$productList.asDriver().drive(productListOutput).disposed(by: disposeBag)
        output.$isLoading.asDriver().drive(isLoadingOutput).disposed(by: disposeBag)
        output.$isEmpty.asDriver().drive(isEmptyOutput).disposed(by: disposeBag)
    }

    /// Fires each trigger at its time on the scheduler, then runs the scheduler.
    private func fire<Value>(_ trigger: PublishSubject<Value>, _ value: Value, at time: TestTime) {
        scheduler.scheduleAt(time) { trigger.onNext(value) }
        scheduler.start()
    }

    /// Loads a first page of products 1 to 10 that says more pages follow (unless told otherwise).
    private func loadFirstPage(hasMore: Bool = true) {
        useCase.getProductListReturnValue = .just(page(1, ids: 1...10, hasMore: hasMore))
        fire(loadTrigger, (), at: 10)
    }

    // snippet: clean-test-load-trigger
    @Test("The load trigger gets the product list and shows it")
    func loadTriggerGetsProductList() {
        fire(loadTrigger, (), at: 10)

        #expect(useCase.getProductListCalled)
        #expect(productListOutput.lastEventElement?.count == 1)
    }

    @Test("A failed first page shows its error, and does not claim the list is empty")
    func failedLoadShowsError() {
        useCase.getProductListReturnValue = .error(TestError())

        fire(loadTrigger, (), at: 10)

        #expect(useCase.getProductListCalled)
        #expect(output.error as? TestError == TestError())
        #expect(output.isEmpty == false)
    }
    // end-snippet

    @Test("The loading indicator is on while the first page is in flight")
    func loadingWhileInFlight() {
        useCase.getProductListReturnValue = scheduler.createColdObservable([
            .next(50, page(1, ids: 1...10)), .completed(50),
        ])
        .asObservable()

        fire(loadTrigger, (), at: 10)

        #expect(isLoadingOutput.events == [.next(0, false), .next(10, true), .next(60, false)])
    }

    // snippet: clean-test-busy-gate
    @Test("A load-more while the first page is in flight asks for nothing")
    func loadMoreDroppedWhileLoading() {
        useCase.getProductListReturnValue = .never()
        fire(loadTrigger, (), at: 10)
        useCase.getProductListCalled = false

        fire(loadMoreTrigger, (), at: 20)

        #expect(!useCase.getProductListCalled)
    }
    // end-snippet

    @Test("A reload while a load-more is in flight still asks for a page")
    func reloadWhileLoadingMore() {
        loadFirstPage()
        useCase.getProductListReturnValue = .never()
        fire(loadMoreTrigger, (), at: 20)
        useCase.getProductListCalled = false

        fire(reloadTrigger, (), at: 30)

        #expect(useCase.getProductListCalled)
    }

    @Test("Load-more appends the next page to the list")
    func loadMoreAppends() {
        loadFirstPage()
        useCase.getProductListReturnValue = .just(page(2, ids: 11...20))

        fire(loadMoreTrigger, (), at: 20)

        #expect(productListOutput.lastEventElement?.count == 20)
        #expect(productListOutput.lastEventElement?.last?.name == "Product 20")
    }

    @Test("A reload replaces the list with the first page")
    func reloadReplaces() {
        loadFirstPage()
        useCase.getProductListReturnValue = .just(page(2, ids: 11...20))
        fire(loadMoreTrigger, (), at: 20)
        useCase.getProductListReturnValue = .just(page(1, ids: 1...10))

        fire(reloadTrigger, (), at: 30)

        #expect(productListOutput.lastEventElement?.count == 10)
    }

    // snippet: clean-test-end-of-list
    @Test("After the last page, load-more asks for nothing (the original asks again and again)")
    func loadMoreStopsAtTheEnd() {
        loadFirstPage(hasMore: false)
        useCase.getProductListCalled = false

        fire(loadMoreTrigger, (), at: 20)

        #expect(!useCase.getProductListCalled)
    }
    // end-snippet

    @Test("An empty first page says the list is empty; while it loads, it says nothing of the kind")
    func emptyList() {
        useCase.getProductListReturnValue = .just(PagingInfo(page: 1, items: [], hasMorePages: false))

        fire(loadTrigger, (), at: 10)

        #expect(isEmptyOutput.lastEventElement == true)
        #expect(isEmptyOutput.elements.dropLast().allSatisfy { $0 == false })
    }

    @Test("Selecting a row opens that product's detail; a row past the end opens nothing")
    func selectOpensDetail() {
        loadFirstPage()

        fire(selectProductTrigger, row(10), at: 20)
        #expect(!navigator.toProductDetailCalled)
        fire(selectProductTrigger, row(3), at: 30)

        #expect(navigator.toProductDetailCalled)
    }

    @Test("A saved edit replaces its row, marked as edited")
    func editReplacesRow() {
        loadFirstPage()
        navigator.toEditProductReturnValue = .just(.updatedProduct(product(4, "Renamed", 9.5)))

        fire(editProductTrigger, row(3), at: 20)

        #expect(navigator.toEditProductCalled)
        let edited = productListOutput.lastEventElement?[3]
        #expect(edited?.title == "Renamed — $9.50")
        #expect(edited?.isEdited == true)
        #expect(productListOutput.lastEventElement?.count == 10)
    }

    // snippet: clean-test-edit-keeps-paging
    @Test("After an edit, load-more still knows the last page has arrived")
    func editKeepsPaging() {
        loadFirstPage(hasMore: false)
        navigator.toEditProductReturnValue = .just(.updatedProduct(product(4, "Renamed", 9.5)))
        fire(editProductTrigger, row(3), at: 20)
        useCase.getProductListCalled = false

        fire(loadMoreTrigger, (), at: 30)

        #expect(!useCase.getProductListCalled)
    }
    // end-snippet

    // snippet: clean-test-delete-removes-row
    @Test("A confirmed delete removes the row at once (the original waits for the next page)")
    func deleteRemovesRow() {
        loadFirstPage()

        fire(deleteProductTrigger, row(2), at: 20)

        #expect(navigator.confirmDeleteProductCalled)
        #expect(useCase.deleteProductCalled)
        #expect(productListOutput.lastEventElement?.count == 9)
        #expect(productListOutput.lastEventElement?.contains { $0.name == "Product 3" } == false)
    }
    // end-snippet

    @Test("Deleting the last product says the list is empty")
    func deleteLastProduct() {
        fire(loadTrigger, (), at: 10)

        fire(deleteProductTrigger, row(0), at: 20)

        #expect(output.productList.isEmpty)
        #expect(output.isEmpty)
    }

    @Test("A delete that is not confirmed sends nothing and keeps the row")
    func deleteNotConfirmed() {
        loadFirstPage()
        navigator.confirmDeleteProductReturnValue = .empty()

        fire(deleteProductTrigger, row(2), at: 20)

        #expect(navigator.confirmDeleteProductCalled)
        #expect(!useCase.deleteProductCalled)
        #expect(productListOutput.lastEventElement?.count == 10)
    }

    @Test("A refused delete keeps the row and shows the error")
    func deleteRefused() {
        loadFirstPage()
        useCase.deleteProductReturnValue = .error(TestError())

        fire(deleteProductTrigger, row(2), at: 20)

        #expect(useCase.deleteProductCalled)
        #expect(output.productList.count == 10)
        #expect(output.error as? TestError == TestError())
    }
}
