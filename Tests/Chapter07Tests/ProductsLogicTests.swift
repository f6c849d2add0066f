import MiniRx
import MiniRxTest
import Testing

@testable import CLE

/// A catalogue of `count` products, `Product 1` to `Product <count>`, each priced at its id.
private func catalogue(_ count: Int) -> [Product] {
    (1...count).map { product($0, "Product \($0)", Double($0)) }
}

/// Page `number` of `products`, ten to a page, as the server would answer it.
private func page(_ number: Int, of products: [Product]) -> ProductPage {
    let start = min((number - 1) * 10, products.count)
    let end = min(start + 10, products.count)
    return ProductPage(page: number, items: Array(products[start..<end]), hasMore: end < products.count)
}

/// The state after `inputs`, from an empty list.
private func state(after inputs: [ProductListInput]) -> ProductListState {
    var state = ProductListState()
    for input in inputs {
        ProductsLogic.reduce(&state, input)
    }
    return state
}

private let firstPage = PageRequest(page: 1, reason: .firstLoad, number: 1)

@Suite("ProductsLogic: the paged list as plain values")
struct ProductsLogicTests {
    let products = catalogue(23)

    // snippet: cle-test-page-request
    @Test("The first load asks for page 1, once; the last row coming into view asks for the next page")
    func pagesAskedFor() {
        let loaded = state(after: [.load, .pageArrived(firstPage, page(1, of: products))])

        #expect(ProductsLogic.pageRequest(ProductListState(), .load) == firstPage)
        #expect(ProductsLogic.pageRequest(loaded, .load) == nil)
        #expect(ProductsLogic.pageRequest(loaded, .displayedRow(8)) == nil)
        #expect(ProductsLogic.pageRequest(loaded, .displayedRow(9)) == PageRequest(page: 2, reason: .more, number: 2))
    }
    // end-snippet

    @Test("No page is asked for while one is in flight, after the last page, or before the first has arrived")
    func noPageAskedFor() {
        let inFlight = state(after: [.load])
        let lastPage = state(after: [.load, .pageArrived(firstPage, page(1, of: catalogue(4)))])

        #expect(ProductsLogic.pageRequest(inFlight, .displayedRow(-1)) == nil)
        #expect(ProductsLogic.pageRequest(inFlight, .load) == nil)
        #expect(ProductsLogic.pageRequest(lastPage, .displayedRow(3)) == nil)
        #expect(ProductsLogic.pageRequest(ProductListState(), .displayedRow(-1)) == nil)
    }

    @Test("A pull to refresh always asks for page 1, even with a page in flight")
    func reloadAlwaysAsks() {
        let loadingMore = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9),
        ])
        #expect(loadingMore.pageInFlight?.page == 2)
        #expect(ProductsLogic.pageRequest(loadingMore, .reload) == PageRequest(page: 1, reason: .reload, number: 3))
    }

    @Test("Pages arrive in order into one list, and the last one says there is no more")
    func pagesArrive() {
        let second = PageRequest(page: 2, reason: .more, number: 2)
        let third = PageRequest(page: 3, reason: .more, number: 3)
        let all = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)),
            .displayedRow(9), .pageArrived(second, page(2, of: products)),
            .displayedRow(19), .pageArrived(third, page(3, of: products)),
        ])
        #expect(all.products == products)
        #expect(all.lastPage == 3)
        #expect(!all.hasMore)
        #expect(all.pageInFlight == nil)
    }

    @Test("An answer to a request that is no longer in flight is ignored")
    func staleAnswerIgnored() {
        let superseded = PageRequest(page: 2, reason: .more, number: 2)
        let reload = PageRequest(page: 1, reason: .reload, number: 3)
        let refreshed = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9), .reload,
            .pageArrived(superseded, page(2, of: products)),
        ])
        #expect(refreshed.products.count == 10)
        #expect(refreshed.pageInFlight == reload)
    }

    @Test("Page 1 starts the list again; a product already listed keeps its row and is listed once")
    func listingRules() {
        var twice = page(2, of: products)
        twice = ProductPage(page: 2, items: [products[0]] + twice.items + [twice.items[0]], hasMore: true)
        let listed = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9),
            .pageArrived(PageRequest(page: 2, reason: .more, number: 2), twice),
        ])
        #expect(listed.products == Array(products.prefix(20)))

        let reloaded = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9),
            .pageArrived(PageRequest(page: 2, reason: .more, number: 2), page(2, of: products)), .reload,
            .pageArrived(PageRequest(page: 1, reason: .reload, number: 3), page(1, of: products)),
        ])
        #expect(reloaded.products == Array(products.prefix(10)))
        #expect(reloaded.lastPage == 1)
    }

    @Test("A failed page leaves the list and its paging as they were, so the next try asks again")
    func failedPage() {
        let second = PageRequest(page: 2, reason: .more, number: 2)
        let failed = state(after: [
            .load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9), .pageFailed(second),
        ])
        #expect(failed.products.count == 10)
        #expect(failed.lastPage == 1)
        #expect(failed.pageInFlight == nil)
        #expect(ProductsLogic.pageRequest(failed, .displayedRow(9))?.page == 2)
    }

    @Test("A saved product replaces its row; a deleted one leaves the list; a tap alone changes nothing")
    func savedAndDeleted() {
        let loaded = state(after: [.load, .pageArrived(firstPage, page(1, of: products))])
        var edited = loaded
        ProductsLogic.reduce(&edited, .editTapped(row: 1))
        ProductsLogic.reduce(&edited, .deleteTapped(row: 2))
        #expect(edited == loaded)

        ProductsLogic.reduce(&edited, .saved(product(2, "Silent Mouse", 21.5)))
        ProductsLogic.reduce(&edited, .deleted(Product.ID(rawValue: 3)))

        #expect(edited.products[1] == product(2, "Silent Mouse", 21.5))
        #expect(edited.products.count == 9)
        #expect(!edited.products.contains { $0.id.rawValue == 3 })
    }

    @Test("Edit and Delete are for the product on the tapped row in the state before the tap")
    func productsForTaps() {
        let loaded = state(after: [.load, .pageArrived(firstPage, page(1, of: products))])
        #expect(ProductsLogic.productToEdit(loaded, .editTapped(row: 1)) == products[1])
        #expect(ProductsLogic.productToDelete(loaded, .deleteTapped(row: 2)) == products[2])
        #expect(ProductsLogic.productToEdit(loaded, .deleteTapped(row: 2)) == nil)
        #expect(ProductsLogic.productToDelete(loaded, .deleteTapped(row: 10)) == nil)
    }

    @Test("The answer to a page request is the page, or the request's failure")
    func answers() {
        let page1 = page(1, of: products)
        #expect(ProductsLogic.answer(to: firstPage, page: page1) == .pageArrived(firstPage, page1))
        #expect(ProductsLogic.answer(to: firstPage, page: nil) == .pageFailed(firstPage))
        #expect(ProductsLogic.endpoint(firstPage).request.url == "/products?page=1&perPage=10")
    }

    @Test("Rows read name — $price; only a page that arrived empty says No products")
    func display() {
        #expect(ProductsLogic.row(product(2, "Wireless Mouse", 24.9)) == "Wireless Mouse — $24.90")
        #expect(!ProductsLogic.showsNoProducts(ProductListState()))
        #expect(!ProductsLogic.showsNoProducts(state(after: [.load, .pageFailed(firstPage)])))
        let empty = ProductPage(page: 1, items: [], hasMore: false)
        #expect(ProductsLogic.showsNoProducts(state(after: [.load, .pageArrived(firstPage, empty)])))
        #expect(
            ProductsLogic.rows(state(after: [.load, .pageArrived(firstPage, page(1, of: catalogue(2)))])) == [
                "Product 1 — $1.00", "Product 2 — $2.00",
            ])
    }

    @Test("The loading indicator spins for the first load only; the refresh control for a reload only")
    func spinners() {
        let firstLoad = state(after: [.load])
        let reloading = state(after: [.load, .pageArrived(firstPage, page(1, of: products)), .reload])
        let loadingMore = state(after: [.load, .pageArrived(firstPage, page(1, of: products)), .displayedRow(9)])
        #expect(ProductsLogic.isLoadingFirstPage(firstLoad) && !ProductsLogic.isRefreshing(firstLoad))
        #expect(!ProductsLogic.isLoadingFirstPage(reloading) && ProductsLogic.isRefreshing(reloading))
        #expect(!ProductsLogic.isLoadingFirstPage(loadingMore) && !ProductsLogic.isRefreshing(loadingMore))
    }

    @Test("Delete asks about the product by name; every failure is an Error alert")
    func wording() {
        #expect(
            ProductsLogic.deleteQuestion(product(3, "USB-C Hub", 39.5))
                == AlertMessage(title: "Delete product: USB-C Hub", message: "Are you sure?"))
        #expect(
            ProductsLogic.errorAlert(APIError.refused(status: 409, message: "In an open order"))
                == AlertMessage(title: "Error", message: "In an open order"))
        #expect(
            ProductsLogic.errorAlert(APIError.refused(status: 503, message: nil))
                == AlertMessage(title: "Error", message: "The server answered with status 503."))
        #expect(
            ProductsLogic.errorAlert(APIError.unreadable)
                == AlertMessage(title: "Error", message: "The server's answer could not be read."))
    }
}
