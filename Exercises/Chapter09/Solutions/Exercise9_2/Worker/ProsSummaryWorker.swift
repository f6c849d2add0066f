import Foundation

/// The boundary between the summary's business logic and the outside world: what the view model asks for, and
/// what a service answers. (RHA's `Worker` layer.)
protocol ProsSummaryWorker {
    func getPros(completion: @escaping (Result<[String], ProsSummaryFailure>) -> Void)
}

/// Why the pros could not be had, in the words the screen shows.
struct ProsSummaryFailure: Error, Equatable {
    var message: String
}
