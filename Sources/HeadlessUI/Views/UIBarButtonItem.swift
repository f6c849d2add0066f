/// A titled button in a screen's navigation bar.
public final class UIBarButtonItem {
    public var title: String?
    public var isEnabled = true
    public var primaryAction: UIAction?

    public init(title: String?, primaryAction: UIAction?) {
        self.title = title
        self.primaryAction = primaryAction
    }
}
