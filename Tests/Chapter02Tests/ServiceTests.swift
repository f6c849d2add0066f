import Backend
import Foundation
import Testing

@testable import RHA

@Suite("The …Api services: JSON from the Backend, and every way it can fail")
struct ServiceTests {
    @Test("ProsApi decodes the AI model from GET /ai/pros")
    func prosApiDecodes() {
        let server = Server()
        var result: ProsWorkerResult<AI>?
        ProsApi(server: server).getPros { result = $0 }
        guard case .success(let ai) = result else {
            Issue.record("expected success, got \(String(describing: result))")
            return
        }
        #expect(
            ai.advantages == ["Error reduction", "Increase work efficiency", "Reduced cost of training", "No breaks"])
        #expect(server.log.map(\.description) == ["GET /ai/pros"])
    }

    @Test("A refusal carries the server's message, or its status worded; malformed JSON is unreadable")
    func prosApiFails() {
        let server = Server()
        server.fail(.pros, status: 500, message: "Server is down")
        server.answer(.pros, status: 502, body: "<html>Bad Gateway</html>")
        server.answerWithMalformedJSON(.pros)
        var failures: [ProsWorkerFailure] = []
        for _ in 0..<3 {
            ProsApi(server: server).getPros {
                if case .failure(let failure) = $0 { failures.append(failure) }
            }
        }
        #expect(
            failures == [.failed("Server is down"), .failed("The server answered with status 502."), .unreadable])
    }

    @Test("An answer that decodes but lacks its list is unreadable, never an empty list")
    func prosApiMisroutedAnswer() {
        let server = Server()
        server.answer(.pros, status: 200, body: #"{"disadvantages":["High cost"]}"#)
        var result: ProsWorkerResult<AI>?
        ProsApi(server: server).getPros { result = $0 }
        guard case .failure(.unreadable) = result else {
            Issue.record("an answer without advantages should be unreadable, not \(String(describing: result))")
            return
        }
    }

    @Test("ServiceAnswer: a refusal with the server's message or none, else the decoded body, else unreadable")
    func serviceAnswer() {
        let message = ServiceAnswer<AI>(decoding: Response(status: 409, body: Data(#"{"message":"Taken"}"#.utf8)))
        let bare = ServiceAnswer<AI>(decoding: Response(status: 502, body: Data("<html>".utf8)))
        let good = ServiceAnswer<AI>(decoding: Response(status: 200, body: Data(#"{"disadvantages":["x"]}"#.utf8)))
        let bad = ServiceAnswer<AI>(decoding: Response(status: 200, body: Data("[1, 2".utf8)))
        guard case .refused(status: 409, message: "Taken") = message else {
            Issue.record("a 409 with a message should read as that message, not \(message)")
            return
        }
        guard case .refused(status: 502, message: nil) = bare else {
            Issue.record("a 502 without a message should read as its status alone, not \(bare)")
            return
        }
        guard case .value(let ai) = good, ai == AI(advantages: nil, disadvantages: ["x"]) else {
            Issue.record("a 200 with JSON should decode, not \(good)")
            return
        }
        guard case .unreadable = bad else {
            Issue.record("a 200 with broken JSON should be unreadable, not \(bad)")
            return
        }
    }

    @Test("ReservationsApi posts JSON and reads the confirmation")
    func reservationsApi() {
        let server = Server()
        var confirmation: String?
        ReservationsApi(server: server).reserve(reservation: Reservation(reservationId: "82348")) {
            if case .success(let answer) = $0 { confirmation = answer.confirmationId }
        }
        #expect(confirmation == "8347838")
        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"82348"}"#])
    }

    @Test("ProductsApi asks for exactly one page and deletes with 204")
    func productsApi() {
        let server = Server()
        var count: Int?
        var deleted = false
        let api = ProductsApi(server: server)
        api.getProducts(page: 3, perPage: 10) {
            if case .success(let page) = $0 { count = page.items.count }
        }
        api.deleteProduct(id: 7) {
            if case .success = $0 { deleted = true }
        }
        #expect(count == 3)
        #expect(deleted)
        #expect(server.log.map(\.description) == ["GET /products?page=3&perPage=10", "DELETE /products/7"])
    }
}
