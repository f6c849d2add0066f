/// An alert as state: its title, message and buttons, each button carrying the action it sends.
///
/// A reducer shows an alert by setting it (`state.alert = .deleteConfirmation(for: product)`) and the view draws
/// whatever alert the state holds; a test asserts the alert like any other field. The person's choice comes back as
/// the button's action, wrapped in ``PresentationAction/presented(_:)``, and the alert is gone.
public struct AlertState<Action> {
    public var title: String
    public var message: String?
    public var buttons: [ButtonState<Action>]

    public init(title: String, message: String? = nil, buttons: [ButtonState<Action>]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }
}

extension AlertState: Equatable where Action: Equatable {}

extension AlertState: EphemeralState {}

/// State that is presented until any of its actions, then goes away by itself: an alert.
protocol EphemeralState {}
