import Backend
import Foundation
import Testing

/// Decodes a response body as `[String: Any]` so these tests read the server's JSON the way a client would.
func json(_ response: Response) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
}

/// Sends one request with immediate delivery and returns the answer.
func send(
    _ server: Server, _ method: HTTPMethod, _ url: String, body: String? = nil, headers: [String: String] = [:]
) throws -> Response {
    var answer: Response?
    server.send(Request(method, url, body: body.map { Data($0.utf8) }, headers: headers)) { answer = $0 }
    return try #require(answer)
}
