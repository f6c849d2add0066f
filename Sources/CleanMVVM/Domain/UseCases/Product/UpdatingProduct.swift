import MiniRx

/// Use case: save a product as edited. A product that breaks a rule fails with its ``ValidationError`` and is never
/// sent; a saved one comes back as the server saved it.
protocol UpdatingProduct {
    var productGateway: ProductGatewayType { get }
}

extension UpdatingProduct {
    func updateProduct(_ product: ProductDto) -> Observable<Product> {
        if let error = product.validationError { return Observable.error(error) }
        return productGateway.update(product)
    }
}
