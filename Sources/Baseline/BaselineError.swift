import Foundation

/// The words every Baseline screen shows when the server's answer cannot be used. Each controller reaches for these
/// itself, next to its parsing code: there is no layer where errors are turned into messages.
enum BaselineError {
    static let title = "Error"
    static let unreadable = "The server's answer could not be read."

    static func unexpectedStatus(_ status: Int) -> String {
        "The server answered with status \(status)."
    }

    /// The server's own `{"message": …}` when it has visible characters, or a readable sentence about the status.
    static func message(status: Int, body: Data) -> String {
        let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        guard let message = json?["message"] as? String, message.contains(where: { !$0.isWhitespace }) else {
            return unexpectedStatus(status)
        }
        return message
    }
}
