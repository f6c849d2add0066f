/// A failure the test arms for the next call to one route.
public enum Fault: Sendable, Equatable {
    /// Answer with this status and `{"message": …}`.
    case status(Int, message: String)
    /// Answer with the route's success status and a body that is not valid JSON.
    case malformedJSON
    /// Answer with this status and these exact bytes (an HTML error page from a proxy, say).
    case raw(status: Int, body: String)
}
