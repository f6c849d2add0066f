/// A button revealed by swiping a table row (`Edit`, `Delete`). Its handler must call the completion it is given.
public final class UIContextualAction {
    /// An ordinary action, or one that destroys something.
    public enum Style: Sendable {
        case normal
        case destructive
    }

    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    public var title: String?
    let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
