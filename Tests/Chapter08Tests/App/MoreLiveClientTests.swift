import Backend
import Testing

@testable import Unidirectional

/// The other live clients: pros and cons, and saving.
@Suite("Live clients: lists and saves read at the edge")
struct MoreLiveClientTests {
    let server = Server()

    @Test("Pros and cons are read from their own fields; a list without its field is unreadable")
    func lists() {
        let client = ProsConsClient.live(ServerCall(server: server))
        var pros: Result<[String], APIError>?
        var cons: Result<[String], APIError>?
        client.fetch(.pros) { pros = $0 }
        server.answerWithMalformedJSON(.cons)
        client.fetch(.cons) { cons = $0 }
        #expect((try? pros?.get())?.first == "Error reduction")
        #expect(cons == .failure(.unreadable))
    }

    @Test(
        "A save answers with the product as the server saved it, and one that is not the product edited is unreadable")
    func save() {
        let client = ProductsClient.live(ServerCall(server: server))
        var saved: Result<Product, APIError>?
        client.save(2, ProductChanges(name: "Silent Mouse", price: 19)) { saved = $0 }
        #expect(saved == .success(Product(id: 2, name: "Silent Mouse", price: 19)))
        server.edit(.updateProduct, field: "id", .set(json: "3"))
        client.save(2, ProductChanges(name: "Silent Mouse", price: 19)) { saved = $0 }
        #expect(saved == .failure(.unreadable))
    }
}
