import Backend
import Foundation
import HeadlessUI

/// The Reservations screen of the Massive View Controller app: the id rule, the request, the JSON, the wording of
/// the result and the error alerts, all in this one class — as in `Sources/Baseline`.
final class ReservationsViewController: UIViewController {
    private let server: Server
    private let idRule: any ReservationIDChecking
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()

    init(server: Server, idRule: any ReservationIDChecking = ReservationIDRule()) {
        self.server = server
        self.idRule = idRule
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
        let id = idField.text ?? ""
        // TODO: Exercise 1.2 — move this rule into ReservationIDRule.problem(with:), and ask `idRule` here.
        guard (1...8).contains(id.count), id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            showError("Reservation id must be 1 to 8 digits")
            return
        }
        let body = try? JSONSerialization.data(withJSONObject: ["reservationId": id])
        server.send(Request(.post, "/reservations", body: body)) { [weak self] response in
            guard let self else { return }
            guard response.status == 201 else { return showError(Self.message(in: response)) }
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            guard let confirmationId = json?["confirmationId"] as? String else {
                return showError("The server's answer could not be read.")
            }
            resultLabel.text = "Reservation done successfully confirmation id: #\(confirmationId)"
        }
    }

    private func cancel() {
        let id = idField.text ?? ""
        // TODO: Exercise 1.2 — and from here: the same rule, written a second time.
        guard (1...8).contains(id.count), id.allSatisfy({ $0.isASCII && $0.isNumber }) else {
            showError("Reservation id must be 1 to 8 digits")
            return
        }
        server.send(Request(.delete, "/reservations/\(id)")) { [weak self] response in
            guard let self else { return }
            guard response.status == 200 else { return showError(Self.message(in: response)) }
            resultLabel.text = "Reservation cancelled successfully for reservation id: #\(id)"
        }
    }

    private static func message(in response: Response) -> String {
        let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
        return json?["message"] as? String ?? "The server answered with status \(response.status)."
    }

    private func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
