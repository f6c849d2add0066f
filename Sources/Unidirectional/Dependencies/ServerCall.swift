import Backend
import Foundation
import MiniTCA

/// How every live client talks to the server: send one request, and return what the feature can use — the body
/// read by `read` — or throw the ``APIError`` that says why not. The live values of the clients are built from it
/// when the app launches; tests never use it.
nonisolated struct ServerCall: Sendable {
    let server: Server

    /// Send `request` and wait for the server's answer; a 2xx answer is read by `read` (a throw makes it
    /// unreadable), anything else is refused with the server's message or its status. The effect that waits goes on
    /// as soon as the server answers, before its callback returns (``withAnswer(_:)``).
    /// The request is built on the main actor, where requests and the server live, when it is sent.
    func perform<Answer>(
        _ request: @escaping @MainActor @Sendable () -> Request, read: @escaping @Sendable (Data) throws -> Answer
    ) async throws -> Answer {
        let server = self.server
        let answer: Result<Answer, APIError> = try await withAnswer { answer in
            server.send(request()) { answer(Self.answer(to: $0, read: read)) }
        }
        return try answer.get()
    }

    /// What `response` means to the feature: a 2xx body read by `read`, or why not.
    @MainActor
    private static func answer<Answer>(
        to response: Response, read: (Data) throws -> Answer
    ) -> Result<
        Answer, APIError
    > {
        guard response.isSuccess else {
            let body = try? JSONDecoder().decode(ErrorBody.self, from: response.body)
            return .failure(.refused(status: response.status, message: body?.visibleMessage))
        }
        do {
            return .success(try read(response.body))
        } catch {
            return .failure(.unreadable)
        }
    }

    /// JSON decoded as `Value`, accepted only if `isReadable` says so: a missing, `null` or mistyped field, or a value
    /// the screen cannot use, is unreadable.
    static func decode<Value: Decodable & Sendable>(
        _ type: Value.Type, where isReadable: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) -> @Sendable (Data) throws -> Value {
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
