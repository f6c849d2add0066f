/// Why input is refused: one message per rule it breaks, in the words a person reads.
public struct ValidationError: Error, Equatable {
    public let messages: [String]

    public init(message: String) {
        messages = [message]
    }

    public init(messages: [String]) {
        self.messages = messages
    }

    /// Every message, one per line.
    public var message: String {
        messages.joined(separator: "\n")
    }
}
