import Backend
import Foundation
import Testing

/// Decodes a response body as `[String: Any]` so these tests read the server's JSON the way a client would.
private func json(_ response: Response) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: response.body) as? [String: Any])
}

/// Sends one request with immediate delivery and returns the answer.
private func send(_ server: Server, _ method: HTTPMethod, _ url: String, body: String? = nil) throws -> Response {
    var answer: Response?
    server.send(Request(method, url, body: body.map { Data($0.utf8) })) { answer = $0 }
    return try #require(answer)
}

@Suite("The fake server: routes and messages")
struct ServerRouteTests {
    @Test("The pros route answers the write-up's four advantages in order")
    func pros() throws {
        let response = try send(Server(), .get, "/ai/pros")

        #expect(response.status == 200)
        #expect(
            response.bodyText
                == #"{"advantages":["Error reduction","Increase work efficiency","Reduced cost of training","No breaks"]}"#
        )
    }

    @Test("The cons route answers the write-up's three disadvantages in order")
    func cons() throws {
        let response = try send(Server(), .get, "/ai/cons")

        #expect(
            try json(response)["disadvantages"] as? [String] == [
                "High cost", "Lesser jobs", "Fear of malicious implementation",
            ])
    }

    @Test("Reservations get confirmation ids from 8347838 upward")
    func confirmationIds() throws {
        let server = Server()

        let first = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)
        let second = try send(server, .post, "/reservations", body: #"{"reservationId":"1"}"#)

        #expect(first.status == 201)
        #expect(first.bodyText == #"{"confirmationId":"8347838"}"#)
        #expect(second.bodyText == #"{"confirmationId":"8347839"}"#)
        #expect(server.reservations == ["82348": "8347838", "1": "8347839"])
    }

    @Test("Reserving an id twice answers 409 Reservation already exists")
    func duplicateReservation() throws {
        let server = Server()
        _ = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        let again = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        #expect(again.status == 409)
        #expect(try json(again)["message"] as? String == "Reservation #82348 already exists")
    }

    @Test("Cancelling answers 200, and cancelling again answers 404 No reservation")
    func cancel() throws {
        let server = Server()
        _ = try send(server, .post, "/reservations", body: #"{"reservationId":"82348"}"#)

        let cancelled = try send(server, .delete, "/reservations/82348")
        let again = try send(server, .delete, "/reservations/82348")

        #expect(cancelled.status == 200)
        #expect(again.status == 404)
        #expect(try json(again)["message"] as? String == "No reservation #82348")
    }

    @Test("An invalid reservation id answers 422", arguments: ["", "abc", "123456789", "12a"])
    func invalidReservationId(_ id: String) throws {
        let response = try send(Server(), .post, "/reservations", body: #"{"reservationId":"\#(id)"}"#)

        #expect(response.status == 422)
        #expect(try json(response)["message"] as? String == "Reservation id must be 1 to 8 digits")
    }

    @Test("A malformed request body answers 400", arguments: ["", "{", #"{"reservation":"1"}"#, "[1]"])
    func malformedBody(_ body: String) throws {
        let response = try send(Server(), .post, "/reservations", body: body)

        #expect(response.status == 400)
        #expect(try json(response)["message"] as? String == "Malformed request body")
    }

    @Test("An unknown route answers 404 naming the request")
    func unknownRoute() throws {
        let response = try send(Server(), .get, "/ai/opinions")

        #expect(response.status == 404)
        #expect(try json(response)["message"] as? String == "No route for GET /ai/opinions")
    }
}

@Suite("The fake server: the product catalogue")
struct ServerCatalogueTests {
    @Test("The catalogue holds 23 products with distinct ids and positive prices")
    func catalogue() {
        let products = Server().products

        #expect(products.count == 23)
        #expect(Set(products.map(\.id)).count == 23)
        #expect(products.allSatisfy { $0.price > 0 && !$0.name.isEmpty })
    }

    @Test("Pages of 10 hold 10, 10 and 3 products, and only the last says there is no more")
    func pages() throws {
        let server = Server()
        var seen: [Int] = []
        for (page, expectedCount, expectedMore) in [(1, 10, true), (2, 10, true), (3, 3, false)] {
            let response = try send(server, .get, "/products?page=\(page)&perPage=10")
            let body = try json(response)
            let items = try #require(body["items"] as? [[String: Any]])
            #expect(body["page"] as? Int == page)
            #expect(items.count == expectedCount)
            #expect(body["hasMore"] as? Bool == expectedMore)
            seen += items.compactMap { $0["id"] as? Int }
        }
        #expect(seen == Array(1...23))
    }

    @Test("Every product comes with how many are left, and two are sold out")
    func stock() throws {
        let response = try send(Server(), .get, "/products?page=1&perPage=10")
        let items = try #require(try json(response)["items"] as? [[String: Any]])

        #expect(items[2]["name"] as? String == "USB-C Hub")
        #expect(items[2]["stock"] as? Int == 3)
        #expect(items.allSatisfy { ($0["stock"] as? Int).map { $0 >= 0 } == true })
        #expect(Server().products.filter { $0.stock == 0 }.map(\.name) == ["Standing Desk", "Document Camera"])
    }

    @Test("A page past the end answers no items and hasMore false")
    func pastTheEnd() throws {
        let response = try send(Server(), .get, "/products?page=9&perPage=10")

        #expect(response.status == 200)
        #expect(response.bodyText == #"{"hasMore":false,"items":[],"page":9}"#)
    }

    @Test("The largest page number is past the end too, not a crash")
    func hugePage() throws {
        let response = try send(Server(), .get, "/products?page=\(Int.max)&perPage=50")

        #expect(response.status == 200)
        #expect(response.bodyText == #"{"hasMore":false,"items":[],"page":\#(Int.max)}"#)
    }

    @Test(
        "perPage outside 1 to 50, or a bad page, answers 400",
        arguments: ["perPage=0", "perPage=51", "perPage=x", "page=0", "page=-1"])
    func badPaging(_ query: String) throws {
        let response = try send(Server(), .get, "/products?\(query)")

        #expect(response.status == 400)
    }

    @Test("Updating a product changes the catalogue and answers the product")
    func update() throws {
        let server = Server()

        let response = try send(server, .put, "/products/7", body: #"{"name":"4K Webcam","price":89.5}"#)

        #expect(response.status == 200)
        #expect(response.bodyText == #"{"id":7,"name":"4K Webcam","price":89.5,"stock":18}"#)
        #expect(server.product(id: 7) == ProductRecord(id: 7, name: "4K Webcam", price: 89.5, stock: 18))
    }

    @Test(
        "An update with an empty name or a price that is not positive answers 422",
        arguments: [
            (#"{"name":"  ","price":10}"#, "Name must not be empty"),
            (#"{"name":"Lamp","price":0}"#, "Price must be a positive number"),
            (#"{"name":"Lamp","price":-1}"#, "Price must be a positive number"),
        ])
    func invalidUpdate(body: String, message: String) throws {
        let server = Server()

        let response = try send(server, .put, "/products/8", body: body)

        #expect(response.status == 422)
        #expect(try json(response)["message"] as? String == message)
        #expect(server.product(id: 8)?.name == "Desk Lamp")
    }

    @Test("Deleting a product answers 204 with no body and removes it; an unknown id answers 404")
    func delete() throws {
        let server = Server()

        let deleted = try send(server, .delete, "/products/7")
        let again = try send(server, .delete, "/products/7")

        #expect(deleted.status == 204)
        #expect(deleted.body.isEmpty)
        #expect(server.product(id: 7) == nil)
        #expect(server.products.count == 22)
        #expect(again.status == 404)
        #expect(try json(again)["message"] as? String == "No product #7")
    }
}

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

@Suite("The fake server: the session token check")
struct ServerSessionTests {
    /// Sends `GET /ai/pros` with these headers and returns the answer.
    private func pros(_ server: Server, headers: [String: String]) throws -> Response {
        var answer: Response?
        server.send(Request(.get, "/ai/pros", headers: headers)) { answer = $0 }
        return try #require(answer)
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
