import MiniRx

/// The logic of the Pros and Cons screens: which list, which title, and which alert for what went wrong.
enum ProsConsLogic {
    static func title(_ side: ProsConsSide) -> String {
        switch side {
        case .pros: "Pros"
        case .cons: "Cons"
        }
    }

    static func endpoint(_ side: ProsConsSide) -> Endpoint<[String]> {
        switch side {
        case .pros: .pros
        case .cons: .cons
        }
    }

    /// The alert an empty list raises, or `nil` when there are items.
    static func emptyAlert(_ side: ProsConsSide, items: [String]) -> AlertMessage? {
        guard items.isEmpty else { return nil }
        return AlertMessage(title: "Alert", message: side == .pros ? "No pros found" : "No cons found")
    }

    /// A refusal is the write-up's `Alert`, with the server's words; an answer that cannot be read is an `Error`.
    static func errorAlert(_ error: any Error) -> AlertMessage {
        let apiError = error as? APIError ?? .unreadable
        let title = apiError == .unreadable ? "Error" : "Alert"
        return AlertMessage(title: title, message: apiError.message)
    }
}
