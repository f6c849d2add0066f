/// A failure the test arms for the next call to one route.
public enum Fault: Sendable, Equatable {
    /// Answer with this status and `{"message": …}`.
    case status(Int, message: String)
    /// Answer with the route's success status and a body that is not valid JSON.
    case malformedJSON
    /// Answer with this status and these exact bytes (an HTML error page from a proxy, say).
    case raw(status: Int, body: String)
    /// Handle the request as usual, then answer with this status instead of the route's own (a `202` or a `299`
    /// that carries the usual body).
    case statusChanged(to: Int)
    /// Handle the request as usual, then change one field of the answer's JSON (see ``FieldEdit``).
    case fieldEdited(path: String, FieldEdit)
}
