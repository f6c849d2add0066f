@testable import TriggerObserver

/// A ``ProductsDisplay`` that writes down what it was told, with the products in memory when it was told.
final class RecordingProductsDisplay: ProductsDisplay {
    private(set) var events: [String] = []
    private let loading: ProductsLoadingInfra

    /// Display `loading`'s products, as the screen does.
    init(_ loading: ProductsLoadingInfra) {
        self.loading = loading
        loading.display = self
    }

    func showProducts() { events.append("show \(loading.loaded.products.count)") }
    func showChangedRow(_ row: Int) { events.append("changed \(loading.loaded.products[row].name) at \(row)") }
    func showRemovedRow(_ row: Int) { events.append("removed \(row)") }
    func finishLoading() { events.append("finishLoading") }
    func showFailure(_ error: AppError) { events.append("error \(error.message)") }
}
