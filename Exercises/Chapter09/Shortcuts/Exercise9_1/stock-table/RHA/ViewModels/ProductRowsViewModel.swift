import Foundation

/// The rows' business logic: the words of each row. (RHA's `ViewModels` layer.)
final class ProductRowsViewModel {
    private let worker: ProductRowsWorker
    private let left = ["Mechanical Keyboard": "12 left", "Wireless Mouse": "40 left", "USB-C Hub": "3 left"]

    init(worker: ProductRowsWorker) {
        self.worker = worker
    }

    func loadRows(completion: @escaping ([String]) -> Void) {
        worker.getProducts { [left] products in
            completion(
                products.map {
                    "\($0.name) — $" + String(format: "%.2f", $0.price) + " — " + (left[$0.name] ?? "Sold out")
                })
        }
    }
}
