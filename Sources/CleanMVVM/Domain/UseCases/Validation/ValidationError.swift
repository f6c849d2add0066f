/// Why input is refused: one message per rule it breaks, in the words a person reads.
struct ValidationError: Error, Equatable {
    let messages: [String]

    init(message: String) {
        messages = [message]
    }

    init(messages: [String]) {
        self.messages = messages
    }

    /// Every message, one per line.
    var message: String {
        messages.joined(separator: "\n")
    }
}
