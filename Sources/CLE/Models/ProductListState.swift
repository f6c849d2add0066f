/// The product list as its screen's cycle keeps it: the products shown, how far paging has gone, and the page in
/// flight. Everything the screen shows is worked out from it by `ProductsLogic`.
struct ProductListState: Equatable {
    var products: [Product] = []
    /// The last page that arrived; 0 before the first.
    var lastPage = 0
    /// `false` once the server has said no page follows the last one.
    var hasMore = true
    /// The page asked for and not answered yet.
    var pageInFlight: PageRequest?
    /// How many pages have been asked for so far.
    var requestsSent = 0
    /// `true` once a page has arrived: before that, an empty list means nothing yet, not "no products".
    var hasLoaded = false
}
