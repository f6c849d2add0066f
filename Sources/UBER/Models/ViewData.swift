/// What a ``View`` carries. The write-up's `data` was a `String`; the workbook's screens need a little more,
/// so each shape a service can send is one case.
public enum ViewData: Equatable, Sendable {
    /// A sentence for a result label (a reservation made or cancelled).
    case text(String)
    /// The rows of a plain list (pros or cons of AI).
    case items([String])
    /// Every product loaded so far, in order, as a page arrives: the load the view was waiting for is over.
    case products([Product])
    /// Every product loaded so far, in order, after one of them was saved or deleted: a load in flight goes on.
    case productsEdited([Product])
    /// One product, for its detail screen or its editor.
    case product(Product)
    /// The product as the server saved it: the editor's work is done.
    case saved(Product)
}
