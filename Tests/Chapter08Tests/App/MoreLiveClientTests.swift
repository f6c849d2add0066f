import Backend
import Testing

@testable import Unidirectional

/// The other live clients: pros and cons, and saving.
@Suite("Live clients: lists and saves read at the edge")
struct MoreLiveClientTests {
    let server = Server()

    @Test("Pros and cons are read from their own fields; a list without its field is unreadable")
    func lists() async {
        let client = ProsConsClient.live(ServerCall(server: server))
        let pros = await answer { try await client.fetch(.pros) }
        server.answerWithMalformedJSON(.cons)
        let cons = await answer { try await client.fetch(.cons) }
        #expect((try? pros.get())?.first == "Error reduction")
        #expect(cons == .failure(.unreadable))
    }

    @Test(
        "A save answers with the product as the server saved it, and one that is not the product edited is unreadable")
    func save() async {
        let client = ProductsClient.live(ServerCall(server: server))
        let changes = ProductChanges(name: "Silent Mouse", price: 19)
        #expect(
            await answer { try await client.save(2, changes) }
                == .success(Product(id: 2, name: "Silent Mouse", price: 19)))
        server.edit(.updateProduct, field: "id", .set(json: "3"))
        #expect(await answer { try await client.save(2, changes) } == .failure(.unreadable))
    }
}
