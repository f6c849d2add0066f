// snippet: triggerobserver-page-cursor
/// Pagination, step 3: fetching — which page to ask for, and whether to ask at all. Nothing is asked while a
/// page is in flight or after the last page came; starting again from page 1 makes any older answer stale.
struct PageCursor {
    /// One request for one page, stamped with the generation it belongs to.
    struct PageRequest: Equatable {
        var page: Int
        var perPage: Int
        var generation: Int
    }

    let perPage: Int
    private(set) var lastLoadedPage = 0
    private(set) var hasMore = true
    private(set) var pageInFlight: PageRequest?
    /// Bumped by every load of page 1, so that an answer to an older load is recognised and dropped.
    private var generation = 0

    init(perPage: Int) {
        self.perPage = perPage
    }

    /// The next page's request, or `nil` when one is in flight or there is no next page.
    mutating func startNextPage() -> PageRequest? {
        guard pageInFlight == nil, hasMore else { return nil }
        let request = PageRequest(page: lastLoadedPage + 1, perPage: perPage, generation: generation)
        pageInFlight = request
        return request
    }

    /// Page 1's request, always: a new load that supersedes whatever was in flight. Until its answer comes, the
    /// cursor stays where it was, so a reload that fails loses no paging.
    mutating func startFirstPage() -> PageRequest {
        generation += 1
        let request = PageRequest(page: 1, perPage: perPage, generation: generation)
        pageInFlight = request
        return request
    }

    /// Record the answer to `request`: `hasMore` when it brought a page, `nil` when it failed (the same page is
    /// asked for next time). Returns `false` when `request` was superseded and its answer must be dropped.
    mutating func finish(_ request: PageRequest, hasMore: Bool?) -> Bool {
        guard request == pageInFlight else { return false }
        pageInFlight = nil
        if let hasMore {
            lastLoadedPage = request.page
            self.hasMore = hasMore
        }
        return true
    }
}
// end-snippet
