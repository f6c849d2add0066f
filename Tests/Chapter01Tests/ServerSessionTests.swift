import Backend
import Foundation
import Testing

@Suite("The fake server: the session token check")
struct ServerSessionTests {
    /// Sends `GET /ai/pros` with these headers and returns the answer.
    private func pros(_ server: Server, headers: [String: String]) throws -> Response {
        try send(server, .get, "/ai/pros", headers: headers)
    }

    @Test("The token check is off by default: a request without a token is answered as usual")
    func offByDefault() throws {
        #expect(try pros(Server(), headers: [:]).status == 200)
    }

    @Test("With the check on, only the session's token is let in; anything else answers 401 Session expired")
    func checked() throws {
        let server = Server()
        server.checksSessionToken = true

        #expect(try pros(server, headers: ["Authorization": "Bearer session-1"]).status == 200)
        for headers in [[:], ["Authorization": "session-1"], ["Authorization": "Bearer session-2"]] {
            let refused = try pros(server, headers: headers)
            #expect(refused.status == 401)
            #expect(refused.bodyText == #"{"message":"Session expired"}"#)
        }
        #expect(server.log.count == 4, "refused requests are logged too")
    }

    @Test("An expired session refuses the token the app holds, and the new session has its own")
    func expired() throws {
        let server = Server()
        server.checksSessionToken = true
        let held = server.sessionToken

        server.expireSession()

        #expect(try pros(server, headers: ["Authorization": "Bearer \(held)"]).status == 401)
        #expect(try pros(server, headers: ["Authorization": "Bearer \(server.sessionToken)"]).status == 200)
    }
}
