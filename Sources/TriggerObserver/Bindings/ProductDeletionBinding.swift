/// The coordinating component of deleting a product: trigger and observer at once, owning the domain service.
final class ProductDeletionBinding: DeleteProductTrigger, ProductDeletionObserver {
    private let service: ProductsService
    private var observers = ObserverList<Result<Int, AppError>>()

    init(service: ProductsService) {
        self.service = service
    }

    func deleteProduct(id: Int) {
        service.delete(id: id) { [weak self] result in
            guard let self else { return }
            observers.notify(result.map { id })
        }
    }

    func bind(completion: @escaping (Result<Int, AppError>) -> Void) {
        observers.add(completion)
    }
}
