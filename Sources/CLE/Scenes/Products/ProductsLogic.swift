import Foundation
import MiniRx

/// The logic of the product list: the list as a cycle — which page to ask for and when, what each answer does to
/// the list — and everything the screen shows, worked out from the list's state.
enum ProductsLogic {
    // snippet: cle-products-state
    /// The list's state over time: `inputs` from the screen, fed through `reduce`, and three effects whose results
    /// come back as inputs — `page` fetches a page (or `nil` when it failed), `edit` is the editor (it sends the
    /// product as saved), `delete` asks and deletes (it sends the id of a product deleted).
    static func state(
        inputs: Observable<ProductListInput>,
        page: @escaping (PageRequest) -> Observable<ProductPage?>,
        edit: @escaping (Product) -> Observable<Product>,
        delete: @escaping (Product) -> Observable<Product.ID>
    ) -> Observable<ProductListState> {
        cycle(
            inputs: [inputs],
            initialState: ProductListState(),
            reduce: reduce,
            reactions: [
                { steps in
                    steps.compactMap { state, input in pageRequest(state, input) }
                        .flatMapLatest { request in page(request).map { answer(to: request, page: $0) } }
                },
                { steps in
                    steps.compactMap { state, input in productToEdit(state, input) }
                        .flatMapFirst(edit)
                        .map { .saved($0) }
                },
                { steps in
                    steps.compactMap { state, input in productToDelete(state, input) }
                        .flatMap(delete)
                        .map { .deleted($0) }
                },
            ])
    }
    // end-snippet

    // snippet: cle-products-page-request
    /// The page an input asks for, given the state before it: page 1 on the first load (once) and on every pull to
    /// refresh, which replaces whatever is in flight; the next page when the last row comes into view, unless a page
    /// is in flight or the last page has arrived.
    static func pageRequest(_ state: ProductListState, _ input: ProductListInput) -> PageRequest? {
        let number = state.requestsSent + 1
        switch input {
        case .load where state.lastPage == 0 && state.pageInFlight == nil:
            return PageRequest(page: 1, reason: .firstLoad, number: number)
        case .reload:
            return PageRequest(page: 1, reason: .reload, number: number)
        case .displayedRow(let row)
        where row == state.products.count - 1 && state.lastPage > 0 && state.hasMore && state.pageInFlight == nil:
            return PageRequest(page: state.lastPage + 1, reason: .more, number: number)
        default:
            return nil
        }
    }
    // end-snippet

    // snippet: cle-products-reduce
    /// What an input does to the list. An answer counts only if it answers the page in flight; page 1 starts the
    /// list again; a product already listed keeps its row.
    static func reduce(_ state: inout ProductListState, _ input: ProductListInput) {
        if let request = pageRequest(state, input) {
            state.pageInFlight = request
            state.requestsSent += 1
        }
        switch input {
        case .pageArrived(let request, let page) where request == state.pageInFlight:
            state.products = listing(page.items, after: request.page == 1 ? [] : state.products)
            state.lastPage = request.page
            state.hasMore = page.hasMore
            state.pageInFlight = nil
            state.hasLoaded = true
        case .pageFailed(let request) where request == state.pageInFlight:
            state.pageInFlight = nil
        case .saved(let product):
            if let index = state.products.firstIndex(where: { $0.id == product.id }) {
                state.products[index] = product
            }
        case .deleted(let id):
            state.products.removeAll { $0.id == id }
        default:
            break
        }
    }
    // end-snippet

    /// The input a page request's answer makes: the page, or the failure (already shown by the API).
    static func answer(to request: PageRequest, page: ProductPage?) -> ProductListInput {
        page.map { .pageArrived(request, $0) } ?? .pageFailed(request)
    }

    /// The request for a page of ten products.
    static func endpoint(_ request: PageRequest) -> Endpoint<ProductPage> {
        .productPage(request.page, perPage: 10)
    }

    /// The product an Edit tap is for, as the list holds it when tapped.
    static func productToEdit(_ state: ProductListState, _ input: ProductListInput) -> Product? {
        guard case .editTapped(let row) = input else { return nil }
        return product(atRow: row, in: state)
    }

    /// The product a Delete tap is for, as the list holds it when tapped.
    static func productToDelete(_ state: ProductListState, _ input: ProductListInput) -> Product? {
        guard case .deleteTapped(let row) = input else { return nil }
        return product(atRow: row, in: state)
    }

    static func product(atRow row: Int, in state: ProductListState) -> Product? {
        state.products.indices.contains(row) ? state.products[row] : nil
    }

    // MARK: - What the screen shows

    static func rows(_ state: ProductListState) -> [String] {
        state.products.map(row)
    }

    /// `Wireless Mouse — $24.99`
    static func row(_ product: Product) -> String {
        "\(product.name) — $" + String(format: "%.2f", product.price)
    }

    /// Only a page that arrived empty says there are no products; a list still loading, or that failed, says nothing.
    static func showsNoProducts(_ state: ProductListState) -> Bool {
        state.hasLoaded && state.products.isEmpty
    }

    static func isLoadingFirstPage(_ state: ProductListState) -> Bool {
        state.pageInFlight?.reason == .firstLoad
    }

    static func isRefreshing(_ state: ProductListState) -> Bool {
        state.pageInFlight?.reason == .reload
    }

    static func deleteQuestion(_ product: Product) -> AlertMessage {
        AlertMessage(title: "Delete product: \(product.name)", message: "Are you sure?")
    }

    static func errorAlert(_ error: any Error) -> AlertMessage {
        AlertMessage(title: "Error", message: (error as? APIError ?? .unreadable).message)
    }

    /// `listed`, then the products of `page` it does not hold yet, each once.
    private static func listing(_ page: [Product], after listed: [Product]) -> [Product] {
        var ids = Set(listed.map(\.id))
        return listed + page.filter { ids.insert($0.id).inserted }
    }
}
