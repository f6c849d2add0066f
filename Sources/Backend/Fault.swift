/// A failure the test arms for the next call to one route.
public enum Fault: Sendable, Equatable {
    /// Answer with this status and `{"message": …}`.
    case status(Int, message: String)
    /// Answer `200` with a body that is not valid JSON.
    case malformedJSON
}
