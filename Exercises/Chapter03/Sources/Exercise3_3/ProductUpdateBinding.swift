import TriggerObserver

/// Edit Product's coordinating component: the editor triggers the update (`UpdateProductTrigger`), and two
/// parties observe it (`ProductUpdateObserver`): the editor, to close or show an error, and the product list, to
/// show the new row.
///
/// As shipped, it keeps a single completion, exactly as the write-up's binding does: the second `bind` replaces
/// the first, so whoever bound first never hears of the update.
final class ProductUpdateBinding: UpdateProductTrigger, ProductUpdateObserver {
    private let service: ProductsService
    private var completion: ((Result<Product, AppError>) -> Void)?

    init(service: ProductsService) {
        self.service = service
    }

    func updateProduct(_ draft: ProductDraft) {
        service.update(draft) { [weak self] result in
            guard let self else { return }
            completion?(result)
        }
    }

    func bind(completion: @escaping (Result<Product, AppError>) -> Void) {
        // TODO: Exercise 3.3 — a second bind replaces the first. Keep every completion, and call each of them,
        // in the order they were bound, with every result.
        self.completion = completion
    }
}
