import TriggerObserver

/// Edit Product's coordinating component: the editor triggers the update (`UpdateProductTrigger`), and two
/// parties observe it (`ProductUpdateObserver`): the editor, to close or show an error, and the product list, to
/// show the new row.
///
/// It keeps every completion bound to it and calls each, in the order they were bound, with every result.
final class ProductUpdateBinding: UpdateProductTrigger, ProductUpdateObserver {
    private let service: ProductsService
    private var completions: [(Result<Product, AppError>) -> Void] = []

    init(service: ProductsService) {
        self.service = service
    }

    func updateProduct(_ draft: ProductDraft) {
        service.update(draft) { [weak self] result in
            guard let self else { return }
            for completion in completions {
                completion(result)
            }
        }
    }

    func bind(completion: @escaping (Result<Product, AppError>) -> Void) {
        completions.append(completion)
    }
}
