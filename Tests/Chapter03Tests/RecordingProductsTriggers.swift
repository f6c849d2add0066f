@testable import TriggerObserver

/// A trigger that only writes down what it was asked to do.
final class RecordingProductsTriggers: FetchProductsTrigger, DeleteProductTrigger {
    private(set) var calls: [String] = []

    func fetchProducts() { calls.append("fetchProducts") }
    func reloadProducts() { calls.append("reloadProducts") }
    func deleteProduct(id: Int) { calls.append("deleteProduct \(id)") }
}
