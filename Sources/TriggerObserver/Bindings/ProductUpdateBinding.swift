/// The coordinating component of Edit Product: the editor triggers the update; the editor and the product list
/// both observe it. One binding per editor, so it goes when the editor goes.
final class ProductUpdateBinding: UpdateProductTrigger, ProductUpdateObserver {
    private let service: ProductsService
    private var observers = ObserverList<Result<Product, AppError>>()

    init(service: ProductsService) {
        self.service = service
    }

    func updateProduct(_ draft: ProductDraft) {
        service.update(draft) { [weak self] result in
            guard let self else { return }
            observers.notify(result)
        }
    }

    func bind(completion: @escaping (Result<Product, AppError>) -> Void) {
        observers.add(completion)
    }
}
