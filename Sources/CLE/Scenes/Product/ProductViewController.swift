import HeadlessUI
import MiniRx

/// The Product screen: the product's price in a label, its name as the title. Its views and its dispose bag; the
/// wiring is in `connect`.
final class ProductViewController: UIViewController {
    let priceLabel = UILabel()
    let disposeBag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(priceLabel)
    }
}
