import Foundation

/// The Product screen's view model: turns one product into the title and price line the screen shows.
public final class ProductViewModel {
    /// What the controller shows.
    struct Response {
        var _title = ""
        var _price = ""
    }

    // Model instance
    let product: Product

    public init(product: Product) {
        self.product = product
    }

    /// The product as the screen shows it. There is nothing to fetch — the list already had the product — so
    /// unlike the other view models this one has no `fetch…(completionHandler:)`, only its `Response`.
    var response: Response {
        Response(_title: product.name, _price: "Price: $" + String(format: "%.2f", product.price))
    }
}
