/// One button of an ``AlertState``: its title, its role, and the action it sends (`nil` for a button that only
/// closes the alert, such as `OK`).
public struct ButtonState<Action> {
    /// How a button is drawn and placed, as `UIAlertAction.Style` has it.
    public enum Role: Equatable {
        case cancel
        case destructive
    }

    public var title: String
    public var role: Role?
    public var action: Action?

    public init(title: String, role: Role? = nil, action: Action? = nil) {
        self.title = title
        self.role = role
        self.action = action
    }
}

extension ButtonState: Equatable where Action: Equatable {}
