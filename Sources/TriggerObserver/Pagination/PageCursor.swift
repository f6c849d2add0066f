// snippet: triggerobserver-page-cursor
/// Pagination, step 3: fetching — which page to ask for, and whether to ask at all. Nothing is asked while a
/// page is in flight or after the last page came; starting again from page 1 makes any older answer stale.
struct PageCursor {
    /// One request for one page, stamped with the load it belongs to.
    struct PageRequest: Equatable {
        var page: Int
        var perPage: Int
        var load: Int
    }

    let perPage: Int
    private(set) var lastLoadedPage = 0
    private(set) var hasMore = true
    private(set) var inFlight: PageRequest?
    private var load = 0

    init(perPage: Int) {
        self.perPage = perPage
    }

    /// The next page's request, or `nil` when one is in flight or there is no next page.
    mutating func startNextPage() -> PageRequest? {
        guard inFlight == nil, hasMore else { return nil }
        let request = PageRequest(page: lastLoadedPage + 1, perPage: perPage, load: load)
        inFlight = request
        return request
    }

    /// Page 1's request, always: a new load that supersedes whatever was in flight. Until its answer comes, the
    /// cursor stays where it was, so a reload that fails loses no paging.
    mutating func startFirstPage() -> PageRequest {
        load += 1
        let request = PageRequest(page: 1, perPage: perPage, load: load)
        inFlight = request
        return request
    }

    /// Record the answer to `request`: `hasMore` when it brought a page, `nil` when it failed (the same page is
    /// asked for next time). Returns `false` when `request` was superseded and its answer must be dropped.
    mutating func finish(_ request: PageRequest, hasMore: Bool?) -> Bool {
        guard request == inFlight else { return false }
        inFlight = nil
        if let hasMore {
            lastLoadedPage = request.page
            self.hasMore = hasMore
        }
        return true
    }
}
// end-snippet
