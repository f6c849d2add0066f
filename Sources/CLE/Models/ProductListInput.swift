/// Everything that changes the product list: what a person does on the screen, and what the list's effects report
/// back (pages, saved products, deletions).
enum ProductListInput: Equatable {
    /// The screen opened.
    case load
    /// A pull to refresh.
    case reload
    /// This row came into view (the last one asks for more).
    case displayedRow(Int)
    /// The server answered a page request.
    case pageArrived(PageRequest, ProductPage)
    /// A page request failed (the error has been shown).
    case pageFailed(PageRequest)
    /// Edit was tapped on this row.
    case editTapped(row: Int)
    /// Delete was tapped on this row.
    case deleteTapped(row: Int)
    /// The editor saved this product.
    case saved(Product)
    /// The product with this id was deleted.
    case deleted(Product.ID)
}
