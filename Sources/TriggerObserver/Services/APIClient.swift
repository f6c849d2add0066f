import Backend
import Foundation

/// The one door to the ``Backend/Server`` that every domain service goes through: it sends a request, and turns
/// the answer into a decoded value or an ``AppError``. It holds no screen and no state of its own.
///
/// Any 2xx is a success. An error's `message` is the server's reason only when it has visible characters.
final class APIClient {
    private let server: Server

    init(server: Server) {
        self.server = server
    }

    /// Send `request` and decode a 2xx answer as `Answer`.
    func send<Answer: Decodable>(
        _ request: Request, decoding answer: Answer.Type,
        completion: @escaping (Result<Answer, AppError>) -> Void
    ) {
        server.send(request) { response in
            guard response.isSuccess else { return completion(.failure(Self.failure(for: response))) }
            guard let value = try? JSONDecoder().decode(Answer.self, from: response.body) else {
                return completion(.failure(.unreadable))
            }
            completion(.success(value))
        }
    }

    /// Send `request` and expect a 2xx answer whose body does not matter (`204 No Content`, or anything else).
    func send(_ request: Request, completion: @escaping (Result<Void, AppError>) -> Void) {
        server.send(request) { response in
            completion(response.isSuccess ? .success(()) : .failure(Self.failure(for: response)))
        }
    }

    /// A JSON body for a request, with its keys in a fixed order.
    static func body(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try? encoder.encode(value)
    }

    /// The body of every error answer, read tolerantly: other fields are ignored.
    private struct ErrorBody: Decodable {
        var message: String

        /// The message, unless it is nothing but spaces and line breaks.
        var visibleMessage: String? {
            message.contains { !$0.isWhitespace } ? message : nil
        }
    }

    private static func failure(for response: Response) -> AppError {
        let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
        return .refused(status: response.status, message: body?.visibleMessage)
    }
}
