import Backend
import Foundation

/// One REST call a business service asks the ``NetworkManager`` to make: a verb, a path with its query, and an
/// optional JSON body.
public struct RestCall: Equatable, Sendable, CustomStringConvertible {
    public var method: HTTPMethod
    public var url: String
    public var body: Data?

    public init(method: HTTPMethod, url: String, body: Data? = nil) {
        self.method = method
        self.url = url
        self.body = body
    }

    /// A call whose body is `body` as JSON (keys sorted, so the bytes are the same on every run).
    public init(method: HTTPMethod, url: String, json body: some Encodable) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        self.init(method: method, url: url, body: try? encoder.encode(body))
    }

    public var description: String {
        Request(method, url, body: body).description
    }
}
