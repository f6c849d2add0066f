import Backend
import Foundation
import HeadlessUI

/// Reservations: a field, two buttons and a result label. Validation, request building, JSON, the result's
/// wording and the error alerts all sit in this one controller.
final class ReservationsViewController: UIViewController {
    private let server: Server
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()

    /// The server's answer to a reservation: `{"confirmationId":"8347838"}`.
    private struct Confirmation: Decodable {
        var confirmationId: String
    }

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

    // snippet: baseline-reserve
    private func reserve() {
        let id = idField.text ?? ""
        guard (1...8).contains(id.count), id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            showError("Reservation id must be 1 to 8 digits")
            return
        }
        let body = try? JSONSerialization.data(withJSONObject: ["reservationId": id])
        server.send(Request(.post, "/reservations", body: body)) { [weak self] response in
            guard let self else { return }
            guard response.isSuccess else {
                showError(BaselineError.message(status: response.status, body: response.body))
                return
            }
            let answer = try? JSONDecoder().decode(Confirmation.self, from: response.body)
            guard let confirmationId = answer?.confirmationId, !confirmationId.isEmpty else {
                showError(BaselineError.unreadable)
                return
            }
            resultLabel.text = "Reservation done successfully confirmation id: #\(confirmationId)"
        }
    }
    // end-snippet

    private func cancel() {
        let id = idField.text ?? ""
        guard (1...8).contains(id.count), id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            showError("Reservation id must be 1 to 8 digits")
            return
        }
        server.send(Request(.delete, "/reservations/\(id)")) { [weak self] response in
            guard let self else { return }
            // Whatever the body says, the id to show is the one typed.
            guard response.isSuccess else {
                showError(BaselineError.message(status: response.status, body: response.body))
                return
            }
            resultLabel.text = "Reservation cancelled successfully for reservation id: #\(id)"
        }
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: BaselineError.title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
