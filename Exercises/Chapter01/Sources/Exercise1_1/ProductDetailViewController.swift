import Foundation
import HeadlessUI

/// One product's screen: its name as the title and its price — which it formats itself, again.
final class ProductDetailViewController: UIViewController {
    private let price: Double

    init(name: String, price: Double) {
        self.price = price
        super.init()
        title = name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // TODO: Exercise 1.1 — the label reads "Price: 89,99 €", the same format as the list's rows.
        view.addSubview(UILabel(text: "Price: $" + String(format: "%.2f", price)))
    }
}
