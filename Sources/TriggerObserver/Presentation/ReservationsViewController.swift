import HeadlessUI

/// The Reservations screen: a field, two buttons wired to the presentation logic, and a result label the
/// loading infrastructure fills.
final class ReservationsViewController: UIViewController, ReservationDisplay {
    private let logic: ReservationPresentationLogic
    private let loading: ReservationLoadingInfra
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()

    init(logic: ReservationPresentationLogic, loading: ReservationLoadingInfra) {
        self.logic = logic
        self.loading = loading
        super.init()
        title = "Reservations"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        loading.display = self
        view.addSubview(idField)
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Reserve") { [weak self] _ in
                    guard let self else { return }
                    logic.didTapReserve(reservationId: idField.text ?? "")
                }))
        view.addSubview(
            UIButton(
                primaryAction: UIAction(title: "Cancel") { [weak self] _ in
                    guard let self else { return }
                    logic.didTapCancel(reservationId: idField.text ?? "")
                }))
        view.addSubview(resultLabel)
    }

    func showResult(_ text: String) {
        resultLabel.text = text
    }

    func showError(_ message: String) {
        let alert = UIAlertController(title: "Error", message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
