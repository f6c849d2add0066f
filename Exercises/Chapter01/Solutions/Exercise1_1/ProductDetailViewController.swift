import Foundation
import HeadlessUI

/// One product's screen: its name as the title and its price, in the list's format.
final class ProductDetailViewController: UIViewController {
    private let price: Double

    init(name: String, price: Double) {
        self.price = price
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UILabel(text: "Price: " + ProductListViewController.euros(price)))
    }
}
