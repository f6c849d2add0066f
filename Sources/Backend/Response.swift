import Foundation

/// The server's answer: an HTTP status and a body of JSON bytes (empty for `204 No Content`).
public struct Response: Equatable, Sendable, CustomStringConvertible {
    public var status: Int
    public var body: Data

    public init(status: Int, body: Data = Data()) {
        self.status = status
        self.body = body
    }

    /// `true` for the 2xx statuses.
    public var isSuccess: Bool { (200..<300).contains(status) }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    public var description: String {
        bodyText.isEmpty ? "\(status)" : "\(status) \(bodyText)"
    }
}
