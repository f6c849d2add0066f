import Foundation

/// The Product screen's view model: turns one product into the title and price line the screen shows.
final class ProductViewModel {
    /// What the controller shows.
    struct Response {
        var _title = ""
        var _price = ""
    }

    // Model instance
    let product: Product

    init(product: Product) {
        self.product = product
    }

    /// The product as the screen shows it. Nothing to ask the server: the list already had it.
    func fetchProduct(completionHandler: (ProductViewModel.Response) -> Void) {
        completionHandler(Response(_title: product.name, _price: "Price: $" + String(format: "%.2f", product.price)))
    }
}
