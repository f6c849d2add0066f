import Foundation

/// The rows' business logic: the words of each row. (RHA's `ViewModels` layer.)
final class ProductRowsViewModel {
    private let worker: ProductRowsWorker

    init(worker: ProductRowsWorker) {
        self.worker = worker
    }

    /// `USB-C Hub — $39.50 — 3 left`, or `… — Sold out`.
    private static func row(_ product: RowProduct) -> String {
        let left = product.stock == 0 ? "Sold out" : "\(product.stock) left"
        return "\(product.name) — $" + String(format: "%.2f", product.price) + " — " + left
    }

    func loadRows(completion: @escaping ([String]) -> Void) {
        worker.getProducts { products in
            completion(products.map(Self.row))
        }
    }
}
