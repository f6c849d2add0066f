// snippet: rha-pros-worker-protocol
/// The Pros feature's boundary: what the view model needs from the outside world, and nothing about how it is got.
///
/// Business logic depends on this protocol; a service (`ProsApi`) or a test's fake implements it.
public protocol ProsWorkerProtocol {
    func getPros(completionHandler: @escaping ProsWorkerHandler)
}
// end-snippet
