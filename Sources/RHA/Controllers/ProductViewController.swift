import HeadlessUI

/// The Product screen: the product's name as its title and its price in a label, both as its view model words them.
final class ProductViewController: UIViewController {
    private let productViewModel: ProductViewModel
    private let priceLabel = UILabel()

    init(productViewModel: ProductViewModel) {
        self.productViewModel = productViewModel
        super.init()
        productViewModel.fetchProduct { title = $0._title }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(priceLabel)
        productViewModel.fetchProduct { [weak self] response in
            self?.priceLabel.text = response._price
        }
    }
}
