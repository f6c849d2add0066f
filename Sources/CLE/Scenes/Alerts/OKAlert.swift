import HeadlessUI

/// The scene of every alert the app shows: a title, a message and `OK`. Its action sends once, when `OK` is tapped.
func okAlert(_ message: AlertMessage) -> Scene<Void> {
    UIAlertController(title: message.title, message: message.message, preferredStyle: .alert)
        .scene { $0.connectOK() }
}
