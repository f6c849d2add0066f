import Backend
import Foundation
import Testing

@testable import UBER

@Suite("NetworkManager.restCall over the fake server: success and failure")
struct NetworkManagerTests {
    private func call(_ restCall: RestCall, on server: Server) -> Result<String, AppError>? {
        var outcome: Result<String, AppError>?
        NetworkManager(server: server).restCall(
            restCall, onSuccess: { outcome = .success(String(decoding: $0, as: UTF8.self)) },
            onFailure: { outcome = .failure($0) })
        return outcome
    }

    @Test("A 2xx answer hands over its body")
    func success() {
        #expect(
            call(RestCall(method: .get, url: "/ai/cons"), on: Server())
                == .success(
                    #"{"disadvantages":["High cost","Lesser jobs","Fear of malicious implementation"]}"#))
    }

    @Test("A refusal with a message becomes .refused with that message")
    func refusal() {
        let server = Server()
        server.fail(.pros, status: 500, message: "Server is down")
        #expect(
            call(RestCall(method: .get, url: "/ai/pros"), on: server)
                == .failure(.refused(status: 500, message: "Server is down")))
    }

    @Test(
        "A refusal without a readable message becomes .refused with its status and no message",
        arguments: ["<html>Bad gateway</html>", "", #"{"message":""}"#])
    func statusOnly(body: String) {
        let server = Server()
        server.answer(.pros, status: 502, body: body)
        #expect(
            call(RestCall(method: .get, url: "/ai/pros"), on: server) == .failure(.refused(status: 502, message: nil)))
    }

    @Test("Malformed JSON is an unreadable answer when a shape is expected")
    func malformed() {
        let server = Server()
        server.answerWithMalformedJSON(.products)
        var outcome: Result<ProductPage, AppError>?
        NetworkManager(server: server).restCall(
            RestCall(method: .get, url: "/products?page=1&perPage=10"), answer: ProductPage.self,
            onSuccess: { outcome = .success($0) }, onFailure: { outcome = .failure($0) })
        #expect(outcome == .failure(.unreadable))
    }

    @Test("The call is sent as built: verb, path and JSON body")
    func sentAsBuilt() {
        let server = Server()
        _ = call(RestCall(method: .post, url: "/reservations", json: ["reservationId": "7"]), on: server)
        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"7"}"#])
    }
}
