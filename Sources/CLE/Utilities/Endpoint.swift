import Backend
import Foundation

// snippet: cle-endpoint
/// One request to the server and how to read its answer: the data an effect needs, and nothing that performs it.
/// Endpoints are declared as static members, `Endpoint.productPage(2, perPage: 10)`, and performed by ``API``.
///
/// `response` reads the body of a 2xx answer; it throws when the body is not what the screen can use.
struct Endpoint<Response> {
    let request: Request
    let response: (Data) throws -> Response
}
// end-snippet

extension Endpoint where Response: Decodable {
    /// An endpoint whose answer is JSON decoded as `Response` — a missing, `null` or mistyped field fails — and that
    /// is readable only if `isReadable` accepts the decoded value.
    init(request: Request, where isReadable: @escaping (Response) -> Bool = { _ in true }) {
        self.init(request: request) { body in
            let value = try JSONDecoder().decode(Response.self, from: body)
            guard isReadable(value) else { throw APIError.unreadable }
            return value
        }
    }
}

extension Endpoint {
    /// `value` as a request's JSON body, its keys sorted so the same request is always the same bytes.
    static func jsonBody(_ value: some Encodable) -> Data? {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try? encoder.encode(value)
    }
}

extension Endpoint where Response == Void {
    /// An endpoint whose answer's body is not needed: any 2xx will do, whatever it carries.
    init(request: Request) {
        self.init(request: request) { _ in () }
    }
}
