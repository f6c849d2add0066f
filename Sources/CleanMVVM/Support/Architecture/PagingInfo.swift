/// One state of a paged list: the last page loaded, every item so far, and whether the server has more.
public struct PagingInfo<T> {
    public var page: Int
    public var items: [T]
    public var hasMorePages: Bool
    public var totalItems: Int
    public var itemsPerPage: Int
    public var totalPages: Int

    public init(
        page: Int = 1, items: [T] = [], hasMorePages: Bool = true, totalItems: Int = 0, itemsPerPage: Int = 0,
        totalPages: Int = 0
    ) {
        self.page = page
        self.items = items
        self.hasMorePages = hasMorePages
        self.totalItems = totalItems
        self.itemsPerPage = itemsPerPage
        self.totalPages = totalPages
    }

    /// The same paging with other items: a fetched page with its items mapped, or the list after an edit or a
    /// delete. (The original rebuilt it from the page and the items alone, which quietly set `hasMorePages` back to
    /// `true`.)
    public func with<Other>(items: [Other]) -> PagingInfo<Other> {
        PagingInfo<Other>(
            page: page, items: items, hasMorePages: hasMorePages, totalItems: totalItems, itemsPerPage: itemsPerPage,
            totalPages: totalPages)
    }
}

extension PagingInfo: Equatable where T: Equatable {}
