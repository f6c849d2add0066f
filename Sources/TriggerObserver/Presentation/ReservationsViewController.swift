import HeadlessUI

/// The Reservations screen: a field, two buttons wired to the presentation logic, and a result label that shows,
/// in words, what the loading infrastructure tells it.
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

    func show(_ event: ReservationEvent) {
        switch event {
        case .reserved(let confirmationId):
            resultLabel.text = "Reservation done successfully confirmation id: #\(confirmationId)"
        case .cancelled(let reservationId):
            resultLabel.text = "Reservation cancelled successfully for reservation id: #\(reservationId)"
        }
    }

    func showFailure(_ error: AppError) {
        let alert = UIAlertController(title: "Error", message: error.message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}
