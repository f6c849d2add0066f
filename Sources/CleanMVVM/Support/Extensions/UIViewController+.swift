import HeadlessUI

extension UIViewController {
    /// Shows `alert` with an OK button over this screen.
    func showAlert(_ alert: AlertMessage) {
        let controller = UIAlertController(title: alert.title, message: alert.message, preferredStyle: .alert)
        controller.addAction(UIAlertAction(title: "OK", style: .default))
        present(controller, animated: true)
    }

    /// Shows what went wrong, titled `Error`, or `refusalTitle` when the server refused the request.
    func showError(_ error: any Error, refusalTitle: String = "Error") {
        showAlert(AlertMessage(error: error, refusalTitle: refusalTitle))
    }
}
