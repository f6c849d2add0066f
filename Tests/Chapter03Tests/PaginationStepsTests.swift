import Foundation
import HeadlessUI
import Testing

@testable import TriggerObserver

@Suite("Pagination in four steps: offset, need to paginate, fetch, load into memory")
struct PaginationStepsTests {
    // Step 1
    @Test("Step 1 — the content offset is read off the scroll view as plain numbers")
    func contentOffsetFromScrollView() {
        let table = UITableView()
        table.contentSize = CGSize(width: 375, height: 440)
        table.setContentOffset(CGPoint(x: 0, y: 60), animated: false)

        let offset = ContentOffset(of: table)

        #expect(offset == ContentOffset(y: 60, contentHeight: 440, visibleHeight: 352))
        #expect(offset.distanceToBottom == 28)
    }

    // Step 2
    @Test(
        "Step 2 — we need to paginate once the end of the content is within one row of the screen's bottom",
        arguments: [(0.0, false), (43.0, false), (44.0, true), (88.0, true)])
    func threshold(scrolled y: Double, needs: Bool) {
        let offset = ContentOffset(y: y, contentHeight: 440, visibleHeight: 352)
        #expect(PaginationThreshold().needsToPaginate(at: offset) == needs)
    }

    @Test("Step 2 — an empty list never asks for the next page")
    func emptyListNeverPaginates() {
        let offset = ContentOffset(y: 0, contentHeight: 0, visibleHeight: 352)
        #expect(!PaginationThreshold().needsToPaginate(at: offset))
    }

    // Step 3
    @Test("Step 3 — the cursor asks for the next page, never two at once, never past the last")
    func cursor() throws {
        var cursor = PageCursor(perPage: 10)
        let firstRequest = cursor.startNextPage()
        let first = try #require(firstRequest)
        #expect(first.page == 1 && first.perPage == 10)
        let whileInFlight = cursor.startNextPage()
        #expect(whileInFlight == nil, "page 1 is in flight")

        let firstCounted = cursor.finish(first, hasMore: true)
        #expect(firstCounted)
        let secondRequest = cursor.startNextPage()
        let second = try #require(secondRequest)
        #expect(second.page == 2)
        let secondCounted = cursor.finish(second, hasMore: false)
        #expect(secondCounted)
        let afterLast = cursor.startNextPage()
        #expect(afterLast == nil, "page 2 was the last")
    }

    @Test("Step 3 — starting again from page 1 makes the request in flight stale")
    func cursorSupersedes() throws {
        var cursor = PageCursor(perPage: 10)
        let firstRequest = cursor.startNextPage()
        let first = try #require(firstRequest)
        let again = cursor.startFirstPage()
        #expect(again.page == 1)

        let staleCounted = cursor.finish(first, hasMore: true)
        #expect(!staleCounted, "the old page 1 is stale")
        let afterStale = cursor.startNextPage()
        #expect(afterStale == nil, "the stale answer did not end the new load: its page 1 is still in flight")
        let freshCounted = cursor.finish(again, hasMore: true)
        #expect(freshCounted)
        #expect(cursor.lastLoadedPage == 1)
    }

    @Test("Step 3 — a failed page is not counted as loaded, and is asked for again")
    func cursorFailure() throws {
        var cursor = PageCursor(perPage: 10)
        let firstRequest = cursor.startNextPage()
        let first = try #require(firstRequest)
        let counted = cursor.finish(first, hasMore: nil)
        #expect(counted)
        #expect(cursor.lastLoadedPage == 0)
        let retry = cursor.startNextPage()
        #expect(retry?.page == 1)
    }

    @Test("Step 3 — a reload that fails leaves the cursor where it was: the next page is still the next page")
    func cursorFailedReload() throws {
        var cursor = PageCursor(perPage: 10)
        for _ in 1...2 {
            let nextRequest = cursor.startNextPage()
            let request = try #require(nextRequest)
            _ = cursor.finish(request, hasMore: true)
        }
        let reload = cursor.startFirstPage()
        let counted = cursor.finish(reload, hasMore: nil)
        #expect(counted)
        #expect(cursor.lastLoadedPage == 2)
        let next = cursor.startNextPage()
        #expect(next?.page == 3)
    }

    // Step 4
    @Test("Step 4 — later pages are appended; page 1 replaces the list")
    func loadIntoMemory() {
        var loaded = LoadedProducts()
        loaded.load(.sample(number: 1))
        loaded.load(.sample(number: 2, count: 3, hasMore: false))
        #expect(loaded.products.count == 13)
        #expect(loaded.products.last?.name == "Product 13")

        loaded.load(.sample(number: 1))
        #expect(loaded.products.count == 10)
    }

    @Test("Step 4 — a product already loaded keeps its row: a later page, or the same page, cannot list it twice")
    func loadSkipsProductsAlreadyLoaded() {
        var loaded = LoadedProducts()
        loaded.load(.sample(number: 1, count: 3))
        var overlapping = ProductPage.sample(number: 2, count: 3)
        overlapping.products[0] = Product(id: 1, name: "Product 1, moved", price: 99)
        overlapping.products[2] = overlapping.products[1]

        loaded.load(overlapping)

        #expect(loaded.products.map(\.id) == [1, 2, 3, 12])
        #expect(loaded.products[0].name == "Product 1")
    }

    @Test("Step 4 — an edit replaces its row and a deletion removes it; unknown ids change nothing")
    func editsAndDeletions() {
        var loaded = LoadedProducts()
        loaded.load(.sample(number: 1, count: 3))

        let editedRow = loaded.replace(with: Product(id: 2, name: "Lamp", price: 5))
        #expect(editedRow == 1)
        #expect(loaded.products[1].name == "Lamp")
        let deletedRow = loaded.remove(id: 1)
        #expect(deletedRow == 0)
        #expect(loaded.products.map(\.id) == [2, 3])
        let unknownDeletion = loaded.remove(id: 99)
        let unknownEdit = loaded.replace(with: Product(id: 99, name: "X", price: 1))
        #expect(unknownDeletion == nil && unknownEdit == nil)
        #expect(loaded.products.map(\.id) == [2, 3])
    }
}
