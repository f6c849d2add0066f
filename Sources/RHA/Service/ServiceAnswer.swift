import Backend
import Foundation

/// How every RHA service reads the Backend's answer before it speaks its own feature's language: the decoded
/// value, the server's refusal (its status, with its own `{"message"}` when it gave one), or a body that could not
/// be read.
///
/// It reads tolerantly: fields the app does not use are ignored, and an error's `message` counts only when it has
/// visible characters.
enum ServiceAnswer<U> {
    case value(U)
    case refused(status: Int, message: String?)
    case unreadable

    /// The body every Backend error carries.
    private struct ErrorBody: Decodable {
        var message: String

        /// The message, unless it is nothing but spaces and line breaks.
        var visibleMessage: String? {
            message.contains { !$0.isWhitespace } ? message : nil
        }
    }

    /// Read `response`: a 2xx body through `read` (which returns `nil` when the body is not what was expected),
    /// anything else as a refusal, with the server's message when it has one.
    init(_ response: Response, read: (Data) -> U?) {
        guard response.isSuccess else {
            let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
            self = .refused(status: response.status, message: body?.visibleMessage)
            return
        }
        self = read(response.body).map { .value($0) } ?? .unreadable
    }
}

extension ServiceAnswer where U: Decodable {
    /// Read `response`, decoding a 2xx body as JSON; a value that `isUsable` refuses (an empty id, a page that was
    /// not asked for) is as unreadable as broken JSON.
    init(decoding response: Response, where isUsable: (U) -> Bool = { _ in true }) {
        self.init(response) { body in
            (try? JSONDecoder().decode(U.self, from: body)).flatMap { isUsable($0) ? $0 : nil }
        }
    }
}
