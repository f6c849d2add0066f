/// What the ``ExceptionManager`` is handed: an error and the view whose action caused it (`nil` when no view can
/// be named, e.g. a URL too broken to carry a `viewId`). It mirrors ``ViewContext``: an address and a content.
public struct ErrorContext: Error, Equatable, Sendable {
    public var viewId: String?
    public var error: AppError

    public init(viewId: String?, error: AppError) {
        self.viewId = viewId
        self.error = error
    }
}
