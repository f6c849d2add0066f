/// Edit Product's loading infrastructure: it observes the update. Saved → the editor closes; refused → an alert.
final class EditProductLoadingInfra {
    weak var display: EditProductDisplay?

    init(observer: ProductUpdateObserver) {
        observer.bind { [weak self] result in
            switch result {
            case .success: self?.display?.close()
            case .failure(let error): self?.display?.showFailure(error)
            }
        }
    }
}
