import Backend
import Foundation

/// How every live client talks to the server: send one request, and answer once with what the feature can use —
/// the body read by `read`, or the ``APIError`` that says why not. The live values of the clients are built from it
/// when the app launches; tests never use it.
struct ServerCall {
    let server: Server

    /// Send `request`; a 2xx answer is read by `read` (a throw makes it unreadable), anything else is refused with
    /// the server's message or its status.
    func perform<Answer>(
        _ request: Request, read: @escaping (Data) throws -> Answer,
        answer: @escaping (Result<Answer, APIError>) -> Void
    ) {
        server.send(request) { response in
            guard response.isSuccess else {
                let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
                answer(.failure(.refused(status: response.status, message: body?.visibleMessage)))
                return
            }
            do {
                answer(.success(try read(response.body)))
            } catch {
                answer(.failure(.unreadable))
            }
        }
    }

    /// JSON decoded as `Value`, accepted only if `isReadable` says so: a missing, `null` or mistyped field, or a value
    /// the screen cannot use, is unreadable.
    static func decode<Value: Decodable>(
        _ type: Value.Type, where isReadable: @escaping (Value) -> Bool = { _ in true }
    ) -> (Data) throws -> Value {
        { body in
            let value = try JSONDecoder().decode(Value.self, from: body)
            guard isReadable(value) else { throw APIError.unreadable }
            return value
        }
    }

    /// `value` as a request's JSON body, its keys sorted so the same request is always the same bytes.
    static func jsonBody(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }
}
