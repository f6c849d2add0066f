import HeadlessUI
import MiniRx

/// The Reservations screen: a field, two buttons and a result label. Its views and its dispose bag; the wiring is
/// in `connect`.
final class ReservationsViewController: UIViewController {
    let idField = UITextField(placeholder: "Reservation id")
    let reserveButton = UIButton()
    let cancelButton = UIButton()
    let resultLabel = UILabel()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reservations"
        reserveButton.setTitle("Reserve", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        for subview in [idField, reserveButton, cancelButton, resultLabel] {
            view.addSubview(subview)
        }
    }
}
