import HeadlessUI
import MiniRx

extension ProductViewController {
    /// Shows `product`. Reports nothing.
    func connect(product: Product) -> Observable<Never> {
        title = ProductLogic.title(product)
        priceLabel.text = ProductLogic.priceText(product)
        return .never()
    }
}
