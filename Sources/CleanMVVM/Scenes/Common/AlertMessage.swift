/// The title and message of an alert, and the words for each kind of failure.
struct AlertMessage: Equatable {
    let title: String
    let message: String

    /// The alert for `error`: titled `Error`, or `refusalTitle` when the server refused the request; worded by the
    /// server when it said something, by its status when it did not, and by the broken rule for refused input.
    init(error: any Error, refusalTitle: String = "Error") {
        switch error {
        case GatewayError.refused(_, let message?):
            self.init(title: refusalTitle, message: message)
        case GatewayError.refused(let status, nil):
            self.init(title: refusalTitle, message: "The server answered with status \(status).")
        case GatewayError.unreadable:
            self.init(title: "Error", message: "The server's answer could not be read.")
        case let error as ValidationError:
            self.init(title: "Error", message: error.message)
        default:
            self.init(title: "Error", message: "Something went wrong: \(error)")
        }
    }

    init(title: String, message: String) {
        self.title = title
        self.message = message
    }
}
