import HeadlessUI
import MiniRx
import MiniRxCocoa

/// Home: a button per screen. It only binds: the taps go to its view model.
final class HomeViewController: UIViewController, Bindable {
    var viewModel: HomeViewModel?
    private let disposeBag = DisposeBag()
    private let prosButton = UIButton()
    private let consButton = UIButton()
    private let reservationsButton = UIButton()
    private let productsButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        let buttons = [(prosButton, "Pros"), (consButton, "Cons"), (reservationsButton, "Reservations")]
        for (button, title) in buttons + [(productsButton, "Products")] {
            button.setTitle(title, for: .normal)
            view.addSubview(button)
        }
    }

    func bindViewModel() {
        guard let viewModel else { return }
        let input = HomeViewModel.Input(
            toProsTrigger: prosButton.rx.tap.asDriverOnErrorJustComplete(),
            toConsTrigger: consButton.rx.tap.asDriverOnErrorJustComplete(),
            toReservationsTrigger: reservationsButton.rx.tap.asDriverOnErrorJustComplete(),
            toProductsTrigger: productsButton.rx.tap.asDriverOnErrorJustComplete())
        _ = viewModel.transform(input, disposeBag: disposeBag)
    }
}
