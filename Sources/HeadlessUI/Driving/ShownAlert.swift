/// An alert as a person reads it: title, message and the titles of its buttons, in order.
public struct ShownAlert: Equatable, Sendable, CustomStringConvertible {
    public var title: String?
    public var message: String?
    public var actions: [String]

    public init(title: String?, message: String?, actions: [String]) {
        self.title = title
        self.message = message
        self.actions = actions
    }

    public var description: String {
        "\(title ?? "(no title)"): \(message ?? "(no message)") \(actions)"
    }
}
