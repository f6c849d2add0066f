import Backend
import Foundation
import Testing

@Suite("The fake server: the v2 products API, paged by cursor")
struct ServerV2ProductsTests {
    @Test("Pages of 10 in v2 walk the catalogue in order of id, 10, 10 and 3, and only the last has no next")
    func pages() throws {
        let server = Server()

        let first = try page(server, after: nil)
        let second = try page(server, after: try #require(first.next) as String)
        let third = try page(server, after: try #require(second.next) as String)

        #expect(first.ids == Array(1...10))
        #expect(second.ids == Array(11...20))
        #expect(third.ids == Array(21...23))
        #expect(third.next == nil)
    }

    @Test(
        "The last page leaves next out, also when it ends exactly at the last product",
        arguments: ["limit=23", "limit=50", "after=cHJvZHVjdDoyMA&limit=3"])
    func lastPage(_ query: String) throws {
        let response = try send(Server(), .get, "/v2/products?\(query)")

        #expect(response.status == 200)
        #expect(try json(response).keys.sorted() == ["items"])
    }

    @Test("An empty catalogue answers one page with no items and no next")
    func emptyCatalogue() throws {
        let server = Server()
        server.emptyCatalogue()

        #expect(try send(server, .get, "/v2/products").bodyText == #"{"items":[]}"#)
    }

    @Test(
        "A product already listed, deleted between pages, makes the walk skip nothing and repeat nothing",
        arguments: [1, 5, 10])
    func deleteListed(_ deleted: Int) throws {
        let server = Server()
        let first = try page(server, after: nil)

        #expect(try send(server, .delete, "/v2/products/\(deleted)").status == 204)
        let rest = try walk(server, from: first.next)

        #expect(first.ids == Array(1...10))
        #expect(first.ids + rest == Array(1...23))
    }

    @Test(
        "A product not yet listed, deleted between pages, is left out and nothing else is skipped or repeated",
        arguments: [11, 15, 20, 21, 23])
    func deleteUnlisted(_ deleted: Int) throws {
        let server = Server()
        let first = try page(server, after: nil)

        #expect(try send(server, .delete, "/products/\(deleted)").status == 204)
        let rest = try walk(server, from: first.next)

        #expect(first.ids + rest == Array(1...23).filter { $0 != deleted })
    }

    @Test("The cursor is opaque and deterministic: not a bare id, and the same page gives the same next on any server")
    func opaqueCursor() throws {
        let next = try #require(try page(Server(), after: nil).next)

        #expect(Int(next) == nil)
        #expect(try page(Server(), after: nil).next == next)
    }

    @Test("A cursor names a place, not a page size: after a page of 5, a page of 10 starts at the sixth product")
    func cursorAndLimit() throws {
        let server = Server()
        let five = try page(server, after: nil, limit: 5)

        let ten = try page(server, after: try #require(five.next) as String, limit: 10)

        #expect(five.ids == Array(1...5))
        #expect(ten.ids == Array(6...15))
    }

    @Test("Bodies in v2 say title where v1 says name, and never name")
    func title() throws {
        let server = Server()

        let listed = try send(server, .get, "/v2/products?limit=50")
        let saved = try send(server, .put, "/v2/products/7", body: #"{"title":"4K Webcam","price":89.5}"#)

        let items = try #require(try json(listed)["items"] as? [[String: Any]])
        #expect(items.count == 23)
        #expect(items.first?["title"] as? String == "Mechanical Keyboard")
        #expect(items.allSatisfy { $0["title"] is String && $0["name"] == nil })
        #expect(!listed.bodyText.contains(#""name""#))
        #expect(!saved.bodyText.contains(#""name""#))
    }

    @Test("Updating through v2 answers 200 with the product in v2's shape")
    func update() throws {
        let server = Server()

        let response = try send(server, .put, "/v2/products/7", body: #"{"title":" 4K Webcam ","price":89.5}"#)

        #expect(response.status == 200)
        #expect(response.bodyText == #"{"id":7,"price":89.5,"stock":18,"title":"4K Webcam"}"#)
        #expect(server.product(id: 7) == ProductRecord(id: 7, name: "4K Webcam", price: 89.5, stock: 18))
    }

    @Test("One catalogue serves v1 and v2: an edit through v2 shows in v1, and an edit through v1 shows in v2")
    func sharedCatalogue() throws {
        let server = Server()

        _ = try send(server, .put, "/v2/products/1", body: #"{"title":"Quiet Keyboard","price":79}"#)
        _ = try send(server, .put, "/products/2", body: #"{"name":"Silent Mouse","price":21.5}"#)
        let v1 = try #require(try json(send(server, .get, "/products?page=1&perPage=2"))["items"] as? [[String: Any]])
        let v2 = try #require(try json(send(server, .get, "/v2/products?limit=2"))["items"] as? [[String: Any]])

        #expect(v1.map { $0["name"] as? String } == ["Quiet Keyboard", "Silent Mouse"])
        #expect(v1.map { $0["price"] as? Double } == [79, 21.5])
        #expect(v2.map { $0["title"] as? String } == ["Quiet Keyboard", "Silent Mouse"])
        #expect(v2.map { $0["price"] as? Double } == [79, 21.5])
    }

    @Test(
        "A v2 update is refused as v1's is, with title in place of name",
        arguments: [
            (#"{"title":"  ","price":10}"#, 422, "Title must not be empty"),
            (#"{"title":"Lamp","price":0}"#, 422, "Price must be a positive number"),
            (#"{"title":"Lamp","price":-1}"#, 422, "Price must be a positive number"),
            (#"{"name":"Lamp","price":5}"#, 400, "Malformed request body"),
            ("", 400, "Malformed request body"),
        ])
    func invalidUpdate(body: String, status: Int, message: String) throws {
        let server = Server()

        let response = try send(server, .put, "/v2/products/8", body: body)

        #expect(response.status == status)
        #expect(try json(response)["message"] as? String == message)
        #expect(server.product(id: 8)?.name == "Desk Lamp")
    }

    @Test("Deleting through v2 answers 204 with no body and the product is gone from v1 too; then 404 No product")
    func delete() throws {
        let server = Server()

        let deleted = try send(server, .delete, "/v2/products/7")
        let again = try send(server, .delete, "/v2/products/7")
        let update = try send(server, .put, "/v2/products/7", body: #"{"title":"Lamp","price":5}"#)
        let v1 = try #require(try json(send(server, .get, "/products?perPage=50"))["items"] as? [[String: Any]])

        #expect(deleted.status == 204)
        #expect(deleted.body.isEmpty)
        #expect(v1.count == 22)
        #expect(!v1.contains { $0["id"] as? Int == 7 })
        #expect(again.status == 404)
        #expect(try json(again)["message"] as? String == "No product #7")
        #expect(update.status == 404)
        #expect(try json(update)["message"] as? String == "No product #7")
    }

    @Test(
        "A bad cursor or limit answers 400 naming the parameter, as a bad page does in v1",
        arguments: [
            ("after=", "after must be the next of an earlier page"),
            ("after=10", "after must be the next of an earlier page"),
            ("after=cGFnZToy", "after must be the next of an earlier page"),
            ("after=cHJvZHVjdDoxMA==", "after must be the next of an earlier page"),
            ("limit=0", "limit must be 1 to 50"),
            ("limit=51", "limit must be 1 to 50"),
            ("limit=x", "limit must be 1 to 50"),
            ("limit=2.5", "limit must be 1 to 50"),
            ("limit=", "limit must be 1 to 50"),
        ])
    func badQuery(_ query: String, message: String) throws {
        let response = try send(Server(), .get, "/v2/products?\(query)")

        #expect(response.status == 400)
        #expect(try json(response)["message"] as? String == message)
    }

    @Test("A limit of 1 and of 50 are the edges: both are served")
    func limitEdges() throws {
        #expect(try page(Server(), after: nil, limit: 1).ids == [1])
        #expect(try page(Server(), after: nil, limit: 50).ids == Array(1...23))
    }

    @Test(
        "With no product detail in v1 there is none in v2: other v2 paths answer 404 naming the request",
        arguments: [
            (HTTPMethod.get, "/v2/products/7"), (.post, "/v2/products"), (.get, "/v2/products/7/reviews"),
            (.get, "/v2"),
        ])
    func unknownPaths(_ method: HTTPMethod, _ path: String) throws {
        let response = try send(Server(), method, path)

        #expect(response.status == 404)
        #expect(try json(response)["message"] as? String == "No route for \(method.rawValue) \(path)")
    }

    @Test("A held v2 page is worked out on arrival, so a delete sent after it does not change it")
    func heldDelivery() throws {
        let server = Server()
        server.delivery = .held
        var answers: [Response] = []

        server.send(Request(.get, "/v2/products?limit=10")) { answers.append($0) }
        server.send(Request(.delete, "/v2/products/3")) { answers.append($0) }
        #expect(answers.isEmpty)
        #expect(server.product(id: 3) == nil)

        #expect(server.deliverAll() == 2)
        #expect(answers.map(\.status) == [200, 204])
        let items = try #require(try json(answers[0])["items"] as? [[String: Any]])
        #expect(items.compactMap { $0["id"] as? Int } == Array(1...10))
    }

    @Test("Faults armed on a v2 route fire there, in order: a status, a null next, a missing title, then the usual")
    func faults() throws {
        let server = Server()
        server.fail(.productsV2, status: 503, message: "Down")
        server.edit(.productsV2, field: "next", .set(json: "null"))
        server.edit(.productsV2, field: "items.0.title", .removed)

        let v1 = try send(server, .get, "/products?page=1&perPage=10")
        let answers = try (1...4).map { _ in try send(server, .get, "/v2/products?limit=10") }

        #expect(v1.status == 200)
        #expect(answers.map(\.status) == [503, 200, 200, 200])
        #expect(answers[0].bodyText == #"{"message":"Down"}"#)
        #expect(try json(answers[1])["next"] is NSNull)
        let items = try #require(try json(answers[2])["items"] as? [[String: Any]])
        #expect(items[0]["title"] == nil)
        #expect(try json(answers[3])["next"] is String)
    }

    @Test("The log records v2 requests as sent, and tells them apart from v1's by route")
    func log() throws {
        let server = Server()
        _ = try send(server, .get, "/v2/products?limit=10")
        _ = try send(server, .put, "/v2/products/7", body: #"{"title":"Lamp","price":5}"#)
        _ = try send(server, .delete, "/v2/products/7")

        #expect(
            server.log.map(\.description) == [
                "GET /v2/products?limit=10",
                #"PUT /v2/products/7 {"title":"Lamp","price":5}"#,
                "DELETE /v2/products/7",
            ])
        #expect(server.requests(to: .productsV2).count == 1)
        #expect(server.requests(to: .updateProductV2).count == 1)
        #expect(server.requests(to: .deleteProductV2).count == 1)
        #expect(server.requests(to: .products).isEmpty)
        #expect(server.requests(to: .deleteProduct).isEmpty)
    }

    /// One v2 page: its ids, and its `next` (`nil` when the answer has none).
    private func page(_ server: Server, after cursor: String?, limit: Int = 10) throws -> (ids: [Int], next: String?) {
        let query = cursor.map { "after=\($0)&limit=\(limit)" } ?? "limit=\(limit)"
        let response = try send(server, .get, "/v2/products?\(query)")
        try #require(response.status == 200)
        let body = try json(response)
        let items = try #require(body["items"] as? [[String: Any]])
        return (items.compactMap { $0["id"] as? Int }, body["next"] as? String)
    }

    /// The ids of every page from `cursor` to the last, in order (at most 30 pages, so a cursor that never ends
    /// fails the test instead of hanging it).
    private func walk(_ server: Server, from cursor: String?) throws -> [Int] {
        var ids: [Int] = []
        var next = cursor
        for _ in 1...30 {
            guard let cursor = next else { return ids }
            let page = try page(server, after: cursor)
            ids += page.ids
            next = page.next
        }
        Issue.record("the pages never ended")
        return ids
    }
}
