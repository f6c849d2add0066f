import Foundation
import HeadlessUI

/// One product: its name as the title and its price. It asks `featureXYZ` for the product it was opened for.
final class ProductVC: BaseVC {
    private let productId: Int
    private let priceLabel = UILabel()

    init(viewId: String, productId: Int) {
        self.productId = productId
        super.init(viewId: viewId)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(priceLabel)
        navigate(url: "myapp://featureXYZ?cmd=getProduct#productId=\(productId)@viewId=\(viewId)")
    }

    override func reload(model: View) {
        guard case .product(let product) = model.data else { return }
        title = product.name
        priceLabel.text = "Price: $" + String(format: "%.2f", product.price)
    }
}
