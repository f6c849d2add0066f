/// A titled button in a screen's navigation bar.
public final class UIBarButtonItem {
    /// The item's emphasis; headless, it only shows in the rendered screen.
    public enum Style: Sendable {
        case plain
        case done
    }

    public var title: String?
    public var style: Style
    public var isEnabled = true
    public var primaryAction: UIAction?

    public init(title: String?, style: Style = .plain, primaryAction: UIAction?) {
        self.title = title
        self.style = style
        self.primaryAction = primaryAction
    }
}
