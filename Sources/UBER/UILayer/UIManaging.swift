/// What the business layer may ask of the UI layer: update a view, and show or hide the overlay progress.
/// ``UIManager`` is the real one; a test hands a service a fake that records what it was asked.
public protocol UIManaging: AnyObject {
    /// Hand `viewContext.model` to the view registered under `viewContext.id`. Returns `false` when that view is
    /// gone (closed and freed), so the caller can forget it too.
    @discardableResult
    func reload(viewContext: ViewContext) -> Bool
    /// A request is in flight: show the overlay progress (until as many ``hideOverlayProgress()`` calls).
    func displayOverlayProgress()
    /// A request has answered.
    func hideOverlayProgress()
}
