import HeadlessUI

/// The Product screen: the product's name as its title and its price in a label, both as its view model words them.
public final class ProductViewController: UIViewController {
    private let product: ProductViewModel.Response
    private let priceLabel = UILabel()

    public init(productViewModel: ProductViewModel) {
        product = productViewModel.response
        super.init()
        title = product._title
    }

    override public func viewDidLoad() {
        super.viewDidLoad()
        priceLabel.text = product._price
        view.addSubview(priceLabel)
    }
}
