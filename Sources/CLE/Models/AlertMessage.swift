/// An alert as the logic decides it: its title and message. A scene shows it with an `OK` button.
public struct AlertMessage: Equatable {
    public let title: String
    public let message: String

    public init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
