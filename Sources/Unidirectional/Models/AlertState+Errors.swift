import MiniTCA

extension AlertState {
    /// The alert a failure shows: titled `Error` (or `title`), the failure's words, and `OK`, which only closes it.
    static func error(_ error: APIError, title: String = "Error") -> Self {
        AlertState(title: title, message: error.message, buttons: [ButtonState(title: "OK")])
    }

    /// The alert a mistake in what the person typed shows: `Error`, the mistake, `OK`.
    static func invalidInput(_ message: String) -> Self {
        AlertState(title: "Error", message: message, buttons: [ButtonState(title: "OK")])
    }
}
