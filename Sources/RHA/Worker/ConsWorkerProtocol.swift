/// The Cons feature's boundary: what the view model needs from the outside world, and nothing about how it is got.
///
/// Business logic depends on this protocol; a service (`ConsApi`) or a test's fake implements it.
protocol ConsWorkerProtocol {
    func getCons(completionHandler: @escaping ConsWorkerHandler)
}
