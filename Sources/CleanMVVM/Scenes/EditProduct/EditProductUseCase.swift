import MiniRx

/// What the editor needs from the Domain: the two rules, and the save.
protocol EditProductUseCaseType {
    func validateName(_ name: String) -> ValidationResult
    func validatePrice(_ price: String) -> ValidationResult
    func update(_ product: ProductDto) -> Observable<Product>
}

/// The editor's use case: the product's rules, and a facade over the domain use case that saves.
struct EditProductUseCase: EditProductUseCaseType, UpdatingProduct {
    let productGateway: ProductGatewayType

    func validateName(_ name: String) -> ValidationResult {
        ProductDto.validateName(name)
    }

    func validatePrice(_ price: String) -> ValidationResult {
        ProductDto.validatePrice(price)
    }

    func update(_ product: ProductDto) -> Observable<Product> {
        updateProduct(product)
    }
}
