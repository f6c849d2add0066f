/// What `featureXYZ` remembers about one view's product list: the products loaded, the last page, whether the
/// server has more, whether a page is in flight, and which load is current (a newer `getData` supersedes an older).
struct ProductListState: Equatable {
    var products: [Product] = []
    var page = 0
    var hasMore = true
    var isPageInFlight = false
    var generation = 0
}
