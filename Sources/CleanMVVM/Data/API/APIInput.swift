import Backend
import Foundation

/// One request to the server: the verb, the path and query, and the JSON body. Each endpoint makes its own (see the
/// `API+…` files).
struct APIInput {
    let method: HTTPMethod
    let url: String
    let body: Data?

    /// A request without a body.
    init(_ method: HTTPMethod, _ url: String) {
        self.method = method
        self.url = url
        self.body = nil
    }

    /// A request whose body is `body` as JSON.
    init(_ method: HTTPMethod, _ url: String, body: some Encodable) {
        self.method = method
        self.url = url
        self.body = Self.json(body)
    }

    /// The request the server receives.
    var request: Request {
        Request(method, url, body: body)
    }

    /// `value` as JSON, its keys sorted so the same request is always the same bytes.
    private static func json(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }
}
