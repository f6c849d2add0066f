import Backend
import Foundation
import HeadlessUI

/// The Reservations screen of the Massive View Controller app, cut down to its two requests: each button sends,
/// reads the status, reads the JSON and words the result or the alert itself — as in `Sources/Baseline` —
/// now by chapter 1's Statuses rule: any 2xx is success, and an error says something a person can read.
final class ReservationsViewController: UIViewController {
    private let server: Server
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()

    init(server: Server) {
        self.server = server
        super.init()
        title = "Reservations"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(idField)
        view.addSubview(UIButton(primaryAction: UIAction(title: "Reserve") { [weak self] _ in self?.reserve() }))
        view.addSubview(UIButton(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() }))
        view.addSubview(resultLabel)
    }

    private func reserve() {
        let typedId = idField.text ?? ""
        let body = try? JSONSerialization.data(withJSONObject: ["reservationId": typedId])
        server.send(Request(.post, "/reservations", body: body)) { [weak self] response in
            guard let self else { return }
            if Self.isSuccess(response.status) {
                let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                guard let confirmation = json?["confirmationId"] as? String, !confirmation.isEmpty else {
                    return showError("The server's answer could not be read.")
                }
                resultLabel.text = "Reservation done successfully confirmation id: #\(confirmation)"
            } else {
                showError(Self.serverMessage(in: response))
            }
        }
    }

    private func cancel() {
        let typedId = idField.text ?? ""
        server.send(Request(.delete, "/reservations/\(typedId)")) { [weak self] response in
            guard let self else { return }
            if Self.isSuccess(response.status) {
                resultLabel.text = "Reservation cancelled successfully for reservation id: #\(typedId)"
            } else {
                showError(Self.serverMessage(in: response))
            }
        }
    }

    /// Every 2xx status is a success, whichever one the server chose.
    private static func isSuccess(_ status: Int) -> Bool {
        (200...299).contains(status)
    }

    /// What an error alert says: the server's own message when a person could read it, otherwise the status.
    private static func serverMessage(in response: Response) -> String {
        let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        if let message = json?["message"] as? String, message.contains(where: { !$0.isWhitespace }) {
            return message
        }
        return "The server answered with status \(response.status)."
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
