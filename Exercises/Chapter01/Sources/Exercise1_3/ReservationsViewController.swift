import Backend
import Foundation
import HeadlessUI

/// The Reservations screen of the Massive View Controller app, cut down to its two requests: each button sends,
/// reads the status, reads the JSON and words the result or the alert itself — as in `Sources/Baseline`.
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

    // TODO: Exercise 1.3 — follow chapter 1's Statuses rule: any 2xx is success, not only the one status each
    // button expects; reserve needs a confirmationId it can read, cancel ignores the body; and an error shows the
    // server's message only when it has visible characters, otherwise the sentence about the status.
    private func reserve() {
        let typedId = idField.text ?? ""
        let body = try? JSONSerialization.data(withJSONObject: ["reservationId": typedId])
        server.send(Request(.post, "/reservations", body: body)) { [weak self] response in
            guard let self else { return }
            if response.status == 201 {
                let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                let confirmation = json?["confirmationId"] as? String ?? ""
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
            if response.status == 200 {
                resultLabel.text = "Reservation cancelled successfully for reservation id: #\(typedId)"
            } else {
                showError(Self.serverMessage(in: response))
            }
        }
    }

    /// What an error alert says.
    private static func serverMessage(in response: Response) -> String {
        let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return json?["message"] as? String ?? "The server answered with status \(response.status)."
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
