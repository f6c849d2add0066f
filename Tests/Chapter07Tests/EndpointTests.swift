import Backend
import Foundation
import Testing

@testable import CLE

@Suite("Endpoints: what each request sends and which answers it can read")
struct EndpointTests {
    @Test("Each endpoint sends the request the server expects")
    func requests() {
        let changes = ProductChanges(name: "Silent Mouse", price: 21.5)
        #expect(Endpoint<[String]>.pros.request == Request(.get, "/ai/pros"))
        #expect(Endpoint<[String]>.cons.request == Request(.get, "/ai/cons"))
        #expect(Endpoint.reserve("82348").request.description == #"POST /reservations {"reservationId":"82348"}"#)
        #expect(Endpoint.cancelReservation("82348").request == Request(.delete, "/reservations/82348"))
        #expect(Endpoint.productPage(2, perPage: 10).request == Request(.get, "/products?page=2&perPage=10"))
        #expect(Endpoint.updateProduct(Product.ID(rawValue: 7), with: changes).request.url == "/products/7")
        #expect(Endpoint.deleteProduct(Product.ID(rawValue: 7)).request == Request(.delete, "/products/7"))
    }

    @Test("A list about AI is read only when its field holds text items; other fields are ignored")
    func aiLists() throws {
        #expect(
            try Endpoint<[String]>.pros.response(json(#"{"advantages":["No breaks"],"servedBy":1}"#)) == ["No breaks"])
        #expect(try Endpoint<[String]>.cons.response(json(#"{"disadvantages":[]}"#)) == [])
        for unreadable in [#"{}"#, #"{"advantages":null}"#, #"{"advantages":"No breaks"}"#, #"{"advantages":[7]}"#] {
            #expect(throws: (any Error).self) { try Endpoint<[String]>.pros.response(json(unreadable)) }
        }
    }

    @Test("A confirmation is read only with a non-empty confirmation id given as text")
    func confirmation() throws {
        let reserve = Endpoint.reserve("82348")
        #expect(try reserve.response(json(#"{"confirmationId":"8347838"}"#)).confirmationId == "8347838")
        for unreadable in [#"{"confirmationId":""}"#, #"{"confirmationId":8347838}"#, "{}"] {
            #expect(throws: (any Error).self) { try reserve.response(json(unreadable)) }
        }
    }

    // snippet: cle-test-page-rules
    @Test(
        "A page is read only if it is the page asked for, no longer than asked, with finite prices not below zero",
        arguments: [
            #"{"page":3,"items":[],"hasMore":false}"#,
            #"{"page":2,"items":[{"id":1,"name":"A","price":1},{"id":2,"name":"B","price":1}],"hasMore":true}"#,
            #"{"page":2,"items":[{"id":1,"name":"A","price":-0.01}],"hasMore":true}"#,
            #"{"page":2,"items":[{"id":1,"name":"A","price":1e999}],"hasMore":true}"#,
            #"{"page":2,"items":[{"id":"1","name":"A","price":1}],"hasMore":true}"#,
            #"{"page":2,"items":[],"hasMore":1}"#,
        ])
    func unreadablePage(body: String) {
        #expect(throws: (any Error).self) { try Endpoint.productPage(2, perPage: 1).response(json(body)) }
    }
    // end-snippet

    @Test("A page asked for is read with its products; a price of zero is fine")
    func readablePage() throws {
        let body = #"{"page":2,"items":[{"id":1,"name":"Free sample","price":0,"colour":"red"}],"hasMore":false}"#
        let page = try Endpoint.productPage(2, perPage: 1).response(json(body))
        #expect(page == ProductPage(page: 2, items: [product(1, "Free sample", 0)], hasMore: false))
    }

    @Test("A saved product is read only if it is the product edited, with a readable price")
    func savedProduct() throws {
        let update = Endpoint.updateProduct(Product.ID(rawValue: 2), with: ProductChanges(name: "Mouse", price: 2))
        #expect(try update.response(json(#"{"id":2,"name":"Mouse","price":2}"#)) == product(2, "Mouse", 2))
        for unreadable in [#"{"id":3,"name":"Mouse","price":2}"#, #"{"id":2,"name":"Mouse","price":-2}"#] {
            #expect(throws: (any Error).self) { try update.response(json(unreadable)) }
        }
    }

    @Test("Cancelling and deleting read nothing: any body will do")
    func noBodyNeeded() throws {
        try Endpoint.cancelReservation("1").response(json("<html>"))
        try Endpoint.deleteProduct(Product.ID(rawValue: 1)).response(Data())
    }
}
