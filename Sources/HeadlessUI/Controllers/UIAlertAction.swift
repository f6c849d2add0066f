/// One button of an alert: a title, a style, and what happens after the alert is dismissed.
public final class UIAlertAction {
    /// How the button reads: ordinary, the way out, or one that destroys something.
    public enum Style: String, Sendable {
        case `default`
        case cancel
        case destructive
    }

    public let title: String?
    public let style: Style
    public var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
