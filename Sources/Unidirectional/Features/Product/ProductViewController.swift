import HeadlessUI
import MiniTCA

/// The product detail's view: the product's name as its title and its price.
final class ProductViewController: UIViewController {
    private let store: StoreOf<ProductFeature>
    private var observation: StoreObservation?
    private let priceLabel = UILabel()

    init(store: StoreOf<ProductFeature>) {
        self.store = store
        super.init()
        title = store.state.product.name
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(priceLabel)
        observation = store.observe { [weak self] state in self?.render(state) }
    }

    private func render(_ state: ProductFeature.State) {
        title = state.product.name
        priceLabel.text = "Price: $\(state.product.priceText)"
    }
}
