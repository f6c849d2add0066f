@testable import TriggerObserver

/// A ``ProsConsDisplay`` that writes down what it was told, with the list in memory when it was told.
final class RecordingProsConsDisplay: ProsConsDisplay {
    private(set) var events: [String] = []
    private let loading: ProsConsLoadingInfra

    /// Display `loading`'s list, as the screen does.
    init(_ loading: ProsConsLoadingInfra) {
        self.loading = loading
        loading.display = self
    }

    func showItems() { events.append("show \(loading.items)") }
    func showFailure(_ error: AppError) { events.append("failure \(error)") }
}
