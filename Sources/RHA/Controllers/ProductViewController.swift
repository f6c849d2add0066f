import HeadlessUI

/// The Product screen: the product's name as its title and its price in a label, both as its view model words them.
final class ProductViewController: UIViewController {
    private var product = ProductViewModel.Response()
    private let productViewModel: ProductViewModel
    private let priceLabel = UILabel()

    init(productViewModel: ProductViewModel) {
        self.productViewModel = productViewModel
        super.init()
        productViewModel.fetchProduct { product = $0 }
        title = product._title
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        priceLabel.text = product._price
        view.addSubview(priceLabel)
    }
}
