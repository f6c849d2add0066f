/// What a screen puts in the navigation bar while it is on top: its title and bar buttons.
public final class UINavigationItem {
    /// Shown instead of the view controller's `title` when set.
    public var title: String?
    public var rightBarButtonItem: UIBarButtonItem?

    public init() {}
}
