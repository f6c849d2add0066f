import HeadlessUI
import MiniRx
import MiniRxCocoa

/// A product's detail: the name in the title, the price in a label. It only binds.
final class ProductDetailViewController: UIViewController, Bindable {
    var viewModel: ProductDetailViewModel?
    private let disposeBag = DisposeBag()
    private let priceLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(priceLabel)
    }

    func bindViewModel() {
        guard let viewModel else { return }
        let output = viewModel.transform(ProductDetailViewModel.Input(), disposeBag: disposeBag)
        output.$name.asDriver().drive(rx.title).disposed(by: disposeBag)
        output.$price.asDriver().drive(priceLabel.rx.text).disposed(by: disposeBag)
    }
}
