import HeadlessUI
import MiniRx
import MiniRxCocoa

/// Reservations: a field for the id, Reserve and Cancel, and a label for the result. It only binds.
final class ReservationsViewController: UIViewController, Bindable {
    var viewModel: ReservationsViewModel?
    private let disposeBag = DisposeBag()
    private let reservationIdField = UITextField(placeholder: "Reservation id", text: "")
    private let reserveButton = UIButton()
    private let cancelButton = UIButton()
    private let resultLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Reservations"
        reserveButton.setTitle("Reserve", for: .normal)
        cancelButton.setTitle("Cancel", for: .normal)
        for subview in [reservationIdField, reserveButton, cancelButton, resultLabel] {
            view.addSubview(subview)
        }
    }

    func bindViewModel() {
        guard let viewModel else { return }
        let input = ReservationsViewModel.Input(
            reservationId: reservationIdField.rx.text.asDriverOnErrorJustComplete(),
            reserveTrigger: reserveButton.rx.tap.asDriverOnErrorJustComplete(),
            cancelTrigger: cancelButton.rx.tap.asDriverOnErrorJustComplete())
        let output = viewModel.transform(input, disposeBag: disposeBag)

        output.$result.asDriver().drive(resultLabel.rx.text).disposed(by: disposeBag)
        output.$error.asDriver().unwrap().drive(rx.error).disposed(by: disposeBag)
        output.$isLoading.asDriver().drive(rx.isLoading).disposed(by: disposeBag)
    }
}
