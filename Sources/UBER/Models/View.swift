/// The write-up's view model: what a business service hands a view through the ``UIManager``.
///
/// As in the original it has two fields, `error` and `data`. `data` is what the view should now show;
/// `error` is a notice for the person (the empty-list message, say). Failures never travel here: they go to the
/// ``ExceptionManager``, the one place errors go.
public struct View: Equatable, Sendable {
    public var error: String?
    public var data: ViewData?

    public init(error: String?, data: ViewData?) {
        self.error = error
        self.data = data
    }
}
