import Foundation

/// One request an app sends to the ``Server``: a verb, a URL path with its query, an optional JSON body, and
/// headers (`Authorization: Bearer …`, when the app sends its session's token).
///
/// Its `description` is the line the server's log shows, so a test can assert what was sent:
/// `POST /reservations {"reservationId":"82348"}`. Headers are not part of that line; a test reads ``headers``.
public struct Request: Equatable, Sendable, CustomStringConvertible {
    public var method: HTTPMethod
    /// The path and query, e.g. `/products?page=1&perPage=10`.
    public var url: String
    public var body: Data?
    /// Header name → value, e.g. `["Authorization": "Bearer session-1"]`.
    public var headers: [String: String]

    public init(_ method: HTTPMethod, _ url: String, body: Data? = nil, headers: [String: String] = [:]) {
        self.method = method
        self.url = url
        self.body = body
        self.headers = headers
    }

    /// The body as UTF-8 text, or `nil` when there is none (or it is not text).
    public var bodyText: String? {
        body.flatMap { String(data: $0, encoding: .utf8) }
    }

    public var description: String {
        guard let bodyText, !bodyText.isEmpty else { return "\(method.rawValue) \(url)" }
        return "\(method.rawValue) \(url) \(bodyText)"
    }
}
