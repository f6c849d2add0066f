import Backend
import Foundation

/// How every RHA service reads the Backend's answer before it speaks its own feature's language: the decoded
/// value, the server's own `{"message"}`, an error status with no reason, or a body that could not be read.
enum ServiceAnswer<U> {
    case value(U)
    case serverMessage(String)
    case unexpectedStatus(Int)
    case unreadable

    /// The body every Backend error carries.
    private struct ErrorBody: Decodable {
        var message: String
    }

    /// Read `response`: a 2xx body through `read` (which returns `nil` when the body is not what was expected),
    /// anything else as the server's message or, failing that, its status.
    init(_ response: Response, read: (Data) -> U?) {
        guard response.isSuccess else {
            if let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body) {
                self = .serverMessage(body.message)
            } else {
                self = .unexpectedStatus(response.status)
            }
            return
        }
        self = read(response.body).map { .value($0) } ?? .unreadable
    }
}

extension ServiceAnswer where U: Decodable {
    /// Read `response`, decoding a 2xx body as JSON.
    init(decoding response: Response) {
        self.init(response) { try? JSONDecoder().decode(U.self, from: $0) }
    }
}
