/// An alert over the screen: a title, a message and its actions. Tapping an action dismisses the alert,
/// then runs the action's handler, as in UIKit.
open class UIAlertController: UIViewController {
    /// A centred alert or a sheet from the bottom.
    public enum Style: Sendable {
        case alert
        case actionSheet
    }

    open var message: String?
    public let preferredStyle: Style
    public private(set) var actions: [UIAlertAction] = []

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
    }

    public func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// What a person's tap on `action` does: dismiss, then run its handler.
    func choose(_ action: UIAlertAction) {
        dismiss(animated: true)
        action.handler?(action)
    }
}
