import MiniRx
import MiniRxTest
import Testing

@testable import CLE

/// The products of a 23-product catalogue, `Product 1` to `Product 23`, each priced at its id.
private let products = (1...23).map { product($0, "Product \($0)", Double($0)) }

/// The ids in a state's list.
private func ids(_ state: ProductListState) -> [Int] {
    state.products.map(\.id.rawValue)
}

/// The list's effects as plain functions on virtual time: `page` answers every request 10 ticks later from the
/// catalogue and writes down which pages were asked for; `edit` and `delete` answer 10 ticks later too.
/// It stands in for the effects the app gives `ProductsLogic.state`, answering and recording: a spy, by the rule
/// `workbook compare` counts doubles with, though no app type or protocol is involved.
private final class ListEffects {
    let scheduler: TestScheduler
    private(set) var pagesAskedFor: [Int] = []
    private(set) var edited: [Product] = []
    private(set) var deleted: [Product] = []
    private(set) var pageSubscriptions: [TestableObservable<ProductPage?>] = []

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    func page(_ request: PageRequest) -> Observable<ProductPage?> {
        pagesAskedFor.append(request.page)
        let start = min((request.page - 1) * 10, products.count)
        let end = min(start + 10, products.count)
        let answer = ProductPage(page: request.page, items: Array(products[start..<end]), hasMore: end < products.count)
        let observable = scheduler.createColdObservable([.next(10, Optional(answer)), .completed(10)])
        pageSubscriptions.append(observable)
        return observable.asObservable()
    }

    func edit(_ product: Product) -> Observable<Product> {
        edited.append(product)
        var saved = product
        saved.name += " (edited)"
        return scheduler.createColdObservable([.next(10, saved), .completed(10)]).asObservable()
    }

    func delete(_ product: Product) -> Observable<Product.ID> {
        deleted.append(product)
        return scheduler.createColdObservable([.next(10, product.id), .completed(10)]).asObservable()
    }
}

@Suite("ProductsLogic.state: the product list as a cycle, on virtual time")
struct ProductsCycleTests {
    let scheduler = TestScheduler()

    private func run(
        _ inputs: [Recorded<Event<ProductListInput>>], effects: ListEffects
    ) -> TestableObserver<ProductListState> {
        let hotInputs = scheduler.createHotObservable(inputs)
        return scheduler.start {
            ProductsLogic.state(
                inputs: hotInputs.asObservable(), page: effects.page, edit: effects.edit, delete: effects.delete)
        }
    }

    // snippet: cle-test-products-cycle
    @Test("Load, then load more twice, stops at the last page: three requests, 23 products")
    func loadsToTheLastPage() {
        let effects = ListEffects(scheduler: scheduler)

        let states = run(
            [
                .next(210, .load), .next(300, .displayedRow(9)), .next(400, .displayedRow(19)),
                .next(500, .displayedRow(22)),
            ], effects: effects)

        #expect(effects.pagesAskedFor == [1, 2, 3])
        #expect(states.elements.last.map(ids) == Array(1...23))
        #expect(states.elements.last?.hasMore == false)
    }
    // end-snippet

    @Test("A pull to refresh supersedes the load-more in flight: its request is disposed and its page never listed")
    func reloadSupersedes() {
        let effects = ListEffects(scheduler: scheduler)

        let states = run(
            [.next(210, .load), .next(300, .displayedRow(9)), .next(305, .reload)], effects: effects)

        #expect(effects.pagesAskedFor == [1, 2, 1])
        #expect(effects.pageSubscriptions[1].subscriptions == [Subscription(300, 305)])
        #expect(states.elements.last.map(ids) == Array(1...10))
        #expect(states.elements.last?.pageInFlight == nil)
    }

    @Test("Edit and Delete act on the tapped row's product, and their results come back into the list")
    func editAndDelete() {
        let effects = ListEffects(scheduler: scheduler)

        let states = run(
            [.next(210, .load), .next(300, .editTapped(row: 1)), .next(400, .deleteTapped(row: 2))], effects: effects)

        #expect(effects.edited == [products[1]])
        #expect(effects.deleted == [products[2]])
        let last = states.elements.last
        #expect(last?.products[1].name == "Product 2 (edited)")
        #expect(last.map(ids) == [1, 2] + Array(4...10))
    }

    @Test("A second Edit tap while the editor is open opens nothing more")
    func oneEditorAtATime() {
        let effects = ListEffects(scheduler: scheduler)
        _ = run(
            [.next(210, .load), .next(300, .editTapped(row: 1)), .next(305, .editTapped(row: 4))], effects: effects)
        #expect(effects.edited == [products[1]])
    }
}
