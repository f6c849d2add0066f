import Backend
import Foundation
import Testing

@Suite("The fake server: product reviews")
struct ServerReviewsTests {
    @Test("The seed has 23 reviews of product 1, three of product 2, one of product 3 and none of the rest")
    func seed() {
        let server = Server()

        #expect(server.reviews.mapValues(\.count) == [1: 23, 2: 3, 3: 1])
        #expect(server.reviews.values.joined().map(\.id).sorted() == Array(1...27))
        #expect(server.reviews.values.joined().allSatisfy { (1...5).contains($0.rating) && !$0.text.isEmpty })
    }

    @Test("Product 1's 23 reviews come newest first, in pages of 10, 10 and 3, and only the last says there is no more")
    func pages() throws {
        let server = Server()
        var seen: [Int] = []
        for (page, expectedCount, expectedMore) in [(1, 10, true), (2, 10, true), (3, 3, false)] {
            let body = try json(send(server, .get, "/products/1/reviews?page=\(page)"))
            let items = try #require(body["items"] as? [[String: Any]])
            #expect(body["page"] as? Int == page)
            #expect(items.count == expectedCount)
            #expect(body["hasMore"] as? Bool == expectedMore)
            seen += items.compactMap { $0["id"] as? Int }
        }
        #expect(seen == Array((1...23).reversed()))
    }

    @Test("A review reads as its id, rating and text")
    func shape() throws {
        let response = try send(Server(), .get, "/products/3/reviews")

        #expect(response.status == 200)
        #expect(
            response.bodyText
                == #"{"hasMore":false,"items":[{"id":27,"rating":4,"text":"Every port I need."}],"page":1}"#)
    }

    @Test("A product with no reviews answers an empty first page with no more")
    func noReviews() throws {
        let response = try send(Server(), .get, "/products/23/reviews?page=1")

        #expect(response.status == 200)
        #expect(response.bodyText == #"{"hasMore":false,"items":[],"page":1}"#)
    }

    @Test("A page past the end is empty, the largest page number too")
    func pastTheEnd() throws {
        let server = Server()

        #expect(
            try send(server, .get, "/products/1/reviews?page=4").bodyText == #"{"hasMore":false,"items":[],"page":4}"#)
        #expect(
            try send(server, .get, "/products/1/reviews?page=\(Int.max)").bodyText
                == #"{"hasMore":false,"items":[],"page":\#(Int.max)}"#)
    }

    @Test("A bad page answers 400 as the product list does", arguments: ["page=0", "page=-1", "page=x", "page="])
    func badPage(_ query: String) throws {
        let response = try send(Server(), .get, "/products/1/reviews?\(query)")

        #expect(response.status == 400)
        #expect(try json(response)["message"] as? String == "page must be 1 or more")
    }

    @Test("A saved review answers 201 with the review as saved, its text trimmed, and comes first on page 1")
    func save() throws {
        let server = Server()

        let saved = try send(server, .post, "/products/1/reviews", body: #"{"rating":4,"text":"  Solid.\n"}"#)
        let first = try json(send(server, .get, "/products/1/reviews?page=1"))
        let last = try json(send(server, .get, "/products/1/reviews?page=3"))

        #expect(saved.status == 201)
        #expect(saved.bodyText == #"{"id":28,"rating":4,"text":"Solid."}"#)
        let items = try #require(first["items"] as? [[String: Any]])
        #expect(items.count == 10)
        #expect(items.first?["id"] as? Int == 28)
        #expect(items.first?["text"] as? String == "Solid.")
        #expect(items.dropFirst().first?["id"] as? Int == 23)
        #expect((last["items"] as? [Any])?.count == 4)
    }

    @Test("Newest first goes by the order reviews are saved: each new review comes before the one saved before it")
    func newestFirst() throws {
        let server = Server()

        _ = try send(server, .post, "/products/23/reviews", body: #"{"rating":2,"text":"First"}"#)
        _ = try send(server, .post, "/products/2/reviews", body: #"{"rating":3,"text":"Elsewhere"}"#)
        _ = try send(server, .post, "/products/23/reviews", body: #"{"rating":5,"text":"Second"}"#)
        let items = try #require(try json(send(server, .get, "/products/23/reviews"))["items"] as? [[String: Any]])

        #expect(items.map { $0["text"] as? String } == ["Second", "First"])
        #expect(items.map { $0["id"] as? Int } == [30, 28])
    }

    @Test(
        "A rating of 1 to 5 stars is saved; 0 and 6 are refused with 422",
        arguments: [(0, false), (1, true), (5, true), (6, false)])
    func rating(_ rating: Int, saved: Bool) throws {
        let server = Server()

        let response = try send(server, .post, "/products/2/reviews", body: #"{"rating":\#(rating),"text":"Fine"}"#)

        #expect(response.status == (saved ? 201 : 422))
        #expect(server.reviews[2]?.count == (saved ? 4 : 3))
        if !saved {
            #expect(try json(response)["message"] as? String == "A rating is 1 to 5 stars.")
        }
    }

    @Test(
        "A text of 1 to 500 characters once trimmed is saved; none, only spaces, or 501 are refused with 422",
        arguments: [
            ("", false), ("a", true), (String(repeating: "x", count: 500), true),
            (String(repeating: "x", count: 501), false), (" \n\t ", false),
            ("  " + String(repeating: "x", count: 500) + "\n", true),
            (" " + String(repeating: "x", count: 501) + " ", false),
            (String(repeating: "👍🏽", count: 500), true),
        ])
    func text(_ text: String, saved: Bool) throws {
        let server = Server()
        let body = try JSONSerialization.data(withJSONObject: ["rating": 3, "text": text])

        let response = try send(server, .post, "/products/2/reviews", body: String(decoding: body, as: UTF8.self))

        #expect(response.status == (saved ? 201 : 422))
        #expect(server.reviews[2]?.count == (saved ? 4 : 3))
        if saved {
            #expect(server.reviews[2]?.last?.text == text.trimmingCharacters(in: .whitespacesAndNewlines))
        } else {
            #expect(try json(response)["message"] as? String == "A review has 1 to 500 characters.")
        }
    }

    @Test(
        "A review that is not a rating and a text in JSON answers 400 Malformed request body",
        arguments: ["", "{", #"{"rating":4}"#, #"{"rating":"4","text":"Good"}"#, #"{"rating":4.5,"text":"Good"}"#])
    func malformedBody(_ body: String) throws {
        let server = Server()

        let response = try send(server, .post, "/products/2/reviews", body: body)

        #expect(response.status == 400)
        #expect(try json(response)["message"] as? String == "Malformed request body")
        #expect(server.reviews[2]?.count == 3)
    }

    @Test(
        "An unknown product answers 404 No product, to reading its reviews and to writing one",
        arguments: [
            (HTTPMethod.get, "99"), (.post, "99"), (.get, "abc"), (.post, "abc"),
        ])
    func unknownProduct(_ method: HTTPMethod, _ id: String) throws {
        let body = method == .post ? #"{"rating":5,"text":"Good"}"# : nil

        let response = try send(Server(), method, "/products/\(id)/reviews", body: body)

        #expect(response.status == 404)
        #expect(try json(response)["message"] as? String == "No product #\(id)")
    }

    @Test(
        "Deleting a product deletes its reviews, through v1 and through v2",
        arguments: ["/products/1", "/v2/products/1"])
    func deleteProduct(_ path: String) throws {
        let server = Server()

        #expect(try send(server, .delete, path).status == 204)
        let reviews = try send(server, .get, "/products/1/reviews")

        #expect(server.reviews[1] == nil)
        #expect(server.reviews[2]?.count == 3)
        #expect(reviews.status == 404)
    }

    @Test("An empty catalogue has no reviews, and a server built with other products keeps only their reviews")
    func arrangedWorld() {
        let emptied = Server()
        emptied.emptyCatalogue()
        let small = Server(products: [ProductRecord(id: 2, name: "Mouse", price: 5)])

        #expect(emptied.reviews.isEmpty)
        #expect(small.reviews.keys.sorted() == [2])
    }

    @Test("A held review is saved on arrival and answered when delivered")
    func heldDelivery() throws {
        let server = Server()
        server.delivery = .held
        var answers: [Response] = []

        server.send(Request(.post, "/products/2/reviews", body: Data(#"{"rating":5,"text":"Good"}"#.utf8))) {
            answers.append($0)
        }
        #expect(answers.isEmpty)
        #expect(server.reviews[2]?.count == 4)

        #expect(server.deliverNext())
        #expect(answers.map(\.status) == [201])
    }

    @Test("Faults armed on the review routes fire there: a failed save saves nothing, an edited rating reads wrong")
    func faults() throws {
        let server = Server()
        server.fail(.addReview, status: 500, message: "Down")
        server.edit(.reviews, field: "items.0.rating", .set(json: #""5""#))
        server.edit(.reviews, field: "hasMore", .removed)

        let failed = try send(server, .post, "/products/2/reviews", body: #"{"rating":5,"text":"Good"}"#)
        let products = try send(server, .get, "/products?page=1&perPage=10")
        let edited = try json(send(server, .get, "/products/2/reviews"))
        let removed = try json(send(server, .get, "/products/2/reviews"))
        let usual = try json(send(server, .get, "/products/2/reviews"))

        #expect(failed.status == 500)
        #expect(failed.bodyText == #"{"message":"Down"}"#)
        #expect(server.reviews[2]?.count == 3)
        #expect(products.status == 200)
        #expect((edited["items"] as? [[String: Any]])?.first?["rating"] as? String == "5")
        #expect(removed["hasMore"] == nil)
        #expect(usual["hasMore"] as? Bool == false)
    }

    @Test("The log records review requests with their bodies, and tells the two review routes apart")
    func log() throws {
        let server = Server()
        _ = try send(server, .get, "/products/1/reviews?page=2")
        _ = try send(server, .post, "/products/1/reviews", body: #"{"rating":5,"text":"Good"}"#)

        #expect(
            server.log.map(\.description) == [
                "GET /products/1/reviews?page=2",
                #"POST /products/1/reviews {"rating":5,"text":"Good"}"#,
            ])
        #expect(server.requests(to: .reviews).count == 1)
        #expect(server.requests(to: .addReview).count == 1)
        #expect(server.requests(to: .products).isEmpty)
    }
}
