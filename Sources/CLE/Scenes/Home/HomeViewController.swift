import HeadlessUI
import MiniRx

/// Home: four buttons, one per screen. Its views and its dispose bag; the wiring is in `connect`.
final class HomeViewController: UIViewController {
    let prosButton = UIButton()
    let consButton = UIButton()
    let reservationsButton = UIButton()
    let productsButton = UIButton()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Home"
        prosButton.setTitle("Pros", for: .normal)
        consButton.setTitle("Cons", for: .normal)
        reservationsButton.setTitle("Reservations", for: .normal)
        productsButton.setTitle("Products", for: .normal)
        for button in [prosButton, consButton, reservationsButton, productsButton] {
            view.addSubview(button)
        }
    }
}
