import MiniRx

/// Use case: delete a product. An id that breaks its rule fails with its ``ValidationError`` and is never sent.
protocol DeletingProduct {
    var productGateway: ProductGatewayType { get }
}

extension DeletingProduct {
    func deleteProduct(dto: DeleteProductDto) -> Observable<Void> {
        if let error = dto.validationError { return Observable.error(error) }
        return productGateway.deleteProduct(dto: dto)
    }
}
