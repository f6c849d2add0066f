/// A button a person taps, found on screen by its title.
open class UIButton: UIControl {
    /// The button's look; headless, it changes nothing but is kept for UIKit's shape.
    public enum ButtonType: Sendable {
        case system
    }

    /// The state a title belongs to; only `.normal` titles are shown.
    public enum State: Sendable {
        case normal
        case disabled
    }

    private var titles: [State: String] = [:]

    public init(type: ButtonType = .system) {
        super.init()
    }

    /// A button that runs `primaryAction` when tapped and shows its title.
    public convenience init(primaryAction: UIAction) {
        self.init(type: .system)
        setTitle(primaryAction.title, for: .normal)
        addAction(primaryAction, for: .touchUpInside)
    }

    public func setTitle(_ title: String?, for state: State) {
        titles[state] = title
    }

    public func title(for state: State) -> String? {
        titles[state]
    }

    /// The title a person sees now.
    public var currentTitle: String? {
        (isEnabled ? nil : titles[.disabled]) ?? titles[.normal]
    }
}
