/// What a product's detail needs from the Domain: nothing, since it shows the product it was given.
protocol ProductDetailUseCaseType {}

/// The detail's use case, empty.
struct ProductDetailUseCase: ProductDetailUseCaseType {}
