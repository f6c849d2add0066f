import Backend
import Foundation
import Testing

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

    @Test("A page is answered from the catalogue as it is now, though the same page was answered before")
    func pagesFollowTheCatalogue() throws {
        let first = try json(try send(Server(), .get, "/products?page=1&perPage=10"))
        let renamed = Server()
        _ = try send(renamed, .put, "/products/1", body: #"{"name":"Clicky Keyboard","price":89.99}"#)
        let second = try json(try send(renamed, .get, "/products?page=1&perPage=10"))
        let again = try json(try send(Server(), .get, "/products?page=1&perPage=10"))

        let names = { (body: [String: Any]) in (body["items"] as? [[String: Any]])?.first?["name"] as? String }
        #expect(names(first) == "Mechanical Keyboard")
        #expect(names(second) == "Clicky Keyboard")
        #expect(names(again) == "Mechanical Keyboard")
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
