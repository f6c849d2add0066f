import HeadlessUI

/// One product's detail: its name as the title and its price. It needs no trigger: it shows what it is given.
final class ProductViewController: UIViewController {
    private let product: Product

    init(product: Product) {
        self.product = product
        super.init()
        title = product.name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UILabel(text: ProductFormat.priceLine(product)))
    }
}
