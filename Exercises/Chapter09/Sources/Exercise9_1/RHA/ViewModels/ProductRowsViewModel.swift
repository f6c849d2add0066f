import Foundation

/// The rows' business logic: the words of each row. (RHA's `ViewModels` layer.)
final class ProductRowsViewModel {
    private let worker: ProductRowsWorker

    init(worker: ProductRowsWorker) {
        self.worker = worker
    }

    func loadRows(completion: @escaping ([String]) -> Void) {
        worker.getProducts { products in
            // TODO: Exercise 9.1 — does request 02 reach this file? Change it only if it must.
            completion(products.map { "\($0.name) — $" + String(format: "%.2f", $0.price) })
        }
    }
}
