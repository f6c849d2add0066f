import Foundation

/// The words every Baseline screen shows when the server's answer cannot be used. Each controller reaches for these
/// itself, next to its parsing code: there is no layer where errors are turned into messages.
enum BaselineError {
    static let title = "Error"
    static let unreadableAnswer = "The server's answer could not be read."

    static func unexpectedStatus(_ status: Int) -> String {
        "The server answered with status \(status)."
    }

    /// The server's own `{"message": …}`, or a readable sentence about the status when it sent none.
    static func message(status: Int, body: Data) -> String {
        let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any]
        return json?["message"] as? String ?? unexpectedStatus(status)
    }
}
