import Foundation
import MiniRx

/// A product's detail: its name as the title and its price.
struct ProductDetailViewModel {
    let navigator: ProductDetailNavigatorType
    let useCase: ProductDetailUseCaseType
    let product: Product
}

extension ProductDetailViewModel: ViewModel {
    struct Input {}

    struct Output {
        @Property var name = ""
        @Property var price = ""
    }

    func transform(_ input: Input, disposeBag: DisposeBag) -> Output {
        Output(name: product.name, price: "Price: $" + String(format: "%.2f", product.price))
    }
}
