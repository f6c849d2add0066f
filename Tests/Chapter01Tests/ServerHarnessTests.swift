import Backend
import Foundation
import Testing

@Suite("The fake server: delivery, faults and the log")
struct ServerHarnessTests {
    // snippet: backend-held-delivery
    @Test("Held answers wait until the test delivers them, oldest first")
    func heldDelivery() {
        let server = Server()
        server.delivery = .held
        var answers: [String] = []

        server.send(Request(.get, "/ai/pros")) { _ in answers.append("pros") }
        server.send(Request(.get, "/ai/cons")) { _ in answers.append("cons") }
        #expect(answers.isEmpty)
        #expect(server.heldResponses.map(\.request.url) == ["/ai/pros", "/ai/cons"])

        #expect(server.deliverNext())
        #expect(answers == ["pros"])
        #expect(server.deliverAll() == 1)
        #expect(answers == ["pros", "cons"])
        #expect(!server.deliverNext())
    }
    // end-snippet

    @Test("deliverAll also delivers answers to requests sent while delivering")
    func deliverAllFollowsChains() {
        let server = Server()
        server.delivery = .held
        var pages: [String] = []
        server.send(Request(.get, "/products?page=1")) { _ in
            pages.append("1")
            server.send(Request(.get, "/products?page=2")) { _ in pages.append("2") }
        }

        #expect(server.deliverAll() == 2)
        #expect(pages == ["1", "2"])
    }

    @Test("A cancelled request's held answer is never delivered, whether it comes first or last")
    func cancelledRequest() {
        let server = Server()
        server.delivery = .held
        var delivered: [String] = []

        server.send(Request(.get, "/ai/pros")) { _ in delivered.append("pros") }.cancel()
        server.send(Request(.get, "/ai/cons")) { _ in delivered.append("cons") }.cancel()
        #expect(server.deliverNext())
        #expect(server.deliverLast())

        #expect(delivered.isEmpty)
        #expect(server.heldResponses.isEmpty)
    }

    @Test("A fault fires once, on the next call to its route only")
    func faultFiresOnce() throws {
        let server = Server()
        server.fail(.pros, status: 500, message: "Down")

        let cons = try send(server, .get, "/ai/cons")
        let failed = try send(server, .get, "/ai/pros")
        let recovered = try send(server, .get, "/ai/pros")

        #expect(cons.status == 200)
        #expect(failed.status == 500)
        #expect(failed.bodyText == #"{"message":"Down"}"#)
        #expect(recovered.status == 200)
    }

    @Test("Several faults armed on one route fire in the order they were armed, one call each")
    func faultsFireInOrder() throws {
        let server = Server()
        server.fail(.pros, status: 500, message: "First")
        server.answerWithMalformedJSON(.pros)
        server.fail(.pros, status: 503, message: "Third")

        let responses = try (1...4).map { _ in try send(server, .get, "/ai/pros") }

        #expect(responses.map(\.status) == [500, 200, 503, 200])
        #expect(responses[0].bodyText == #"{"message":"First"}"#)
        #expect((try? JSONSerialization.jsonObject(with: responses[1].body)) == nil)
        #expect(responses[2].bodyText == #"{"message":"Third"}"#)
        #expect(try json(responses[3])["advantages"] as? [String] == SeedData.pros, "every fault spent")
    }

    @Test("Malformed JSON keeps the route's success status and is not valid JSON", arguments: Route.allCases)
    func malformedJSON(_ route: Route) throws {
        let usual = try sendSuccessfully(to: route, on: Server())
        let server = Server()
        server.answerWithMalformedJSON(route)

        let malformed = try sendSuccessfully(to: route, on: server)

        #expect(usual.isSuccess)
        #expect(malformed.status == usual.status)
        #expect((try? JSONSerialization.jsonObject(with: malformed.body)) == nil)
    }

    /// A request to `route` that succeeds on a fresh server (Cancel first reserves what it cancels).
    private func sendSuccessfully(to route: Route, on server: Server) throws -> Response {
        switch route {
        case .pros: return try send(server, .get, "/ai/pros")
        case .cons: return try send(server, .get, "/ai/cons")
        case .reserve: return try send(server, .post, "/reservations", body: #"{"reservationId":"1"}"#)
        case .cancelReservation:
            _ = try send(server, .post, "/reservations", body: #"{"reservationId":"1"}"#)
            return try send(server, .delete, "/reservations/1")
        case .products: return try send(server, .get, "/products?page=1&perPage=10")
        case .updateProduct: return try send(server, .put, "/products/7", body: #"{"name":"Lamp","price":5}"#)
        case .deleteProduct: return try send(server, .delete, "/products/7")
        case .productsV2: return try send(server, .get, "/v2/products?limit=10")
        case .updateProductV2: return try send(server, .put, "/v2/products/7", body: #"{"title":"Lamp","price":5}"#)
        case .deleteProductV2: return try send(server, .delete, "/v2/products/7")
        case .reviews: return try send(server, .get, "/products/1/reviews?page=1")
        case .addReview: return try send(server, .post, "/products/1/reviews", body: #"{"rating":5,"text":"Good"}"#)
        }
    }

    @Test("deliverLast delivers the newest held answer first, so a late answer can be overtaken")
    func deliverLast() {
        let server = Server()
        server.delivery = .held
        var answers: [String] = []
        server.send(Request(.get, "/products?page=2&perPage=10")) { _ in answers.append("page 2") }
        server.send(Request(.get, "/products?page=1&perPage=10")) { _ in answers.append("page 1") }

        #expect(server.deliverLast())
        #expect(answers == ["page 1"])
        #expect(server.deliverLast())
        #expect(answers == ["page 1", "page 2"])
        #expect(!server.deliverLast())
    }

    @Test("A changed status keeps the usual work and body: a 202 reservation is still made")
    func changedStatus() throws {
        let server = Server()
        server.changeStatus(of: .reserve, to: 202)

        let response = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        #expect(response.status == 202)
        #expect(response.bodyText == #"{"confirmationId":"8347838"}"#)
        #expect(server.reservations == ["82348": "8347838"])
    }

    @Test(
        "An edit changes one field of the usual answer: removed, replaced, added, or an item appended",
        arguments: [
            (
                "items.0.price", FieldEdit.set(json: "true"),
                #"{"hasMore":false,"items":[{"id":1,"name":"Lamp","price":true,"stock":10}],"page":1}"#
            ),
            ("items.0.name", .removed, #"{"hasMore":false,"items":[{"id":1,"price":5,"stock":10}],"page":1}"#),
            (
                "hasMore", .set(json: "null"),
                #"{"hasMore":null,"items":[{"id":1,"name":"Lamp","price":5,"stock":10}],"page":1}"#
            ),
            (
                "note", .set(json: #""x/y""#),
                #"{"hasMore":false,"items":[{"id":1,"name":"Lamp","price":5,"stock":10}],"note":"x/y","page":1}"#
            ),
            (
                "items.1", .set(json: "{}"),
                #"{"hasMore":false,"items":[{"id":1,"name":"Lamp","price":5,"stock":10},{}],"page":1}"#
            ),
            ("items.0", .removed, #"{"hasMore":false,"items":[],"page":1}"#),
        ])
    func editedField(path: String, edit: FieldEdit, expected: String) throws {
        let server = Server(products: [ProductRecord(id: 1, name: "Lamp", price: 5)])
        server.edit(.products, field: path, edit)

        let edited = try send(server, .get, "/products?page=1&perPage=10")
        let usual = try send(server, .get, "/products?page=1&perPage=10")

        #expect(edited.status == 200)
        #expect(edited.bodyText == expected)
        #expect(usual.bodyText == #"{"hasMore":false,"items":[{"id":1,"name":"Lamp","price":5,"stock":10}],"page":1}"#)
    }

    @Test(
        "An edit that cannot be made answers 500 saying why, so the test that asked for it fails",
        arguments: [
            ("items.10.price", FieldEdit.set(json: "1"), "the answer has no field items.10.price"),
            ("page.number", .removed, "the answer has no field page.number"),
            ("page", .set(json: "{oops"), "the replacement {oops is not JSON"),
        ])
    func impossibleEdit(path: String, edit: FieldEdit, reason: String) throws {
        let server = Server()
        server.edit(.products, field: path, edit)

        let response = try send(server, .get, "/products?page=1&perPage=10")

        #expect(response.status == 500)
        #expect(try json(response)["message"] as? String == "The test's edit of \(path) failed: \(reason)")
    }

    @Test("An edit of an answer that is not JSON answers 500 too")
    func editOfEmptyBody() throws {
        let server = Server()
        server.edit(.deleteProduct, field: "id", .set(json: "1"))

        let response = try send(server, .delete, "/products/1")

        #expect(response.status == 500)
        #expect(server.product(id: 1) == nil, "the delete itself was done, as usual")
    }

    @Test("Every request is logged, refused ones too, and can be filtered by route")
    func log() throws {
        let server = Server()
        _ = try send(server, .post, "/reservations", body: #"{"reservationId":"x"}"#)
        _ = try send(server, .get, "/products?page=1&perPage=10")

        #expect(
            server.log.map(\.description) == [
                #"POST /reservations {"reservationId":"x"}"#,
                "GET /products?page=1&perPage=10",
            ])
        #expect(server.requests(to: .products).count == 1)
        #expect(server.requests(to: .pros).isEmpty)
    }

    @Test("Empty pros, cons and catalogue can be arranged before launch")
    func emptyWorld() throws {
        let server = Server()
        server.emptyPros()
        server.emptyCons()
        server.emptyCatalogue()

        #expect(try send(server, .get, "/ai/pros").bodyText == #"{"advantages":[]}"#)
        #expect(try send(server, .get, "/ai/cons").bodyText == #"{"disadvantages":[]}"#)
        #expect(try send(server, .get, "/products").bodyText == #"{"hasMore":false,"items":[],"page":1}"#)
    }
}
