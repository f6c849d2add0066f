import HeadlessUI

/// The Reservations screen: a field, two buttons and a result label. It passes what was typed to its view model
/// and shows the sentence or the alert that comes back; it validates nothing and words nothing itself.
public final class ReservationsViewController: UIViewController {
    private let reservationsViewModel: ReservationsViewModel
    private let idField = UITextField(placeholder: "Reservation id")
    private let resultLabel = UILabel()
    private let utility = Utility()

    public init(reservationsViewModel: ReservationsViewModel) {
        self.reservationsViewModel = reservationsViewModel
        super.init()
        title = "Reservations"
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        setUI()
        setListener()
    }

    private func setUI() {
        view.addSubview(idField)
        view.addSubview(UIButton(primaryAction: UIAction(title: "Reserve") { [weak self] _ in self?.reserve() }))
        view.addSubview(UIButton(primaryAction: UIAction(title: "Cancel") { [weak self] _ in self?.cancel() }))
        view.addSubview(resultLabel)
    }

    private func setListener() {
        reservationsViewModel.isErrorFree.bind { [weak self] content in
            guard let self, content.status == false else { return }
            utility.raiseAlert(alertTitle: Constant.ERROR, alertMessage: content.message ?? "", viewController: self)
        }
    }

    private func reserve() {
        reservationsViewModel.fetchReservation(reservationId: idField.text ?? "") { [weak self] response in
            guard let self, let response else { return }
            resultLabel.text = response._message
        }
    }

    private func cancel() {
        reservationsViewModel.fetchCancellation(reservationId: idField.text ?? "") { [weak self] response in
            guard let self, let response else { return }
            resultLabel.text = response._message
        }
    }
}
