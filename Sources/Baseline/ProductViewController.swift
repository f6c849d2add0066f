import Foundation
import HeadlessUI

/// One product's detail: its name as the title and its price. It formats the price itself, again.
final class ProductViewController: UIViewController {
    private let price: Double

    init(name: String, price: Double) {
        self.price = price
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(UILabel(text: "Price: $" + String(format: "%.2f", price)))
    }
}
