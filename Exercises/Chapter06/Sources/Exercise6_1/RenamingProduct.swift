import CleanMVVM
import MiniRx

/// Exercise 6.1 — a new use case in the Domain, in the write-up's shape: one protocol that does one thing, whose
/// only requirement is the gateway it needs, and a default implementation in an extension.
///
/// `renameProduct(_:to:)` saves `product` under a new name and its price unchanged, through the gateway's `update`,
/// and sends back the product as the gateway saved it. A name that breaks the product's rule (blank, once trimmed) is
/// refused with the rule's `ValidationError` and never reaches the gateway.
protocol RenamingProduct {
    // TODO: Exercise 6.1 — require what the use case needs, and nothing more.
}

extension RenamingProduct {
    func renameProduct(_ product: Product, to name: String) -> Observable<Product> {
        // TODO: Exercise 6.1 — build the ProductDto to save, refuse it if it is not valid, else update it.
        Observable.just(product)
    }
}
