// snippet: triggerobserver-fetch-products-trigger
/// The trigger side of the paged product list, the workbook's `FetchMessagesTrigger`: step 3 of pagination,
/// "fetch the next page", as a verb anyone may call — as often as it likes. Whether a request actually goes
/// out (a page already in flight, the last page already here) is the binding's business, not the caller's.
public protocol FetchProductsTrigger: AnyObject {
    /// Fetch the page after the last one loaded (the first page when none is).
    func fetchProducts()
    /// Start again from the first page; an answer still on its way for an older page is dropped.
    func reloadProducts()
}
// end-snippet
