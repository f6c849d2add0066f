import Backend
import Testing

@testable import Unidirectional

/// The clients' live values, against the workbook's server: the tolerant reader and the statuses live here, at the
/// edge, and every feature test can replace them with a closure.
@Suite("Live clients: the server's answers read tolerantly, at the edge")
struct LiveClientTests {
    let server = Server()

    func live() -> ProductsClient {
        ProductsClient.live(ServerCall(server: server))
    }

    func fetch(_ page: Int) async -> Result<ProductPage, APIError>? {
        await answer { try await live().fetchPage(page, ProductsFeature.perPage) }
    }

    @Test("A page is read with its products, and asks for perPage products")
    func page() async throws {
        let page = try #require(try await fetch(3)?.get())
        #expect(page.page == 3)
        #expect(page.items.count == 3)
        #expect(!page.hasMore)
        #expect(server.log.last?.description == "GET /products?page=3&perPage=10")
    }

    @Test("A page that is not the one asked for, or has a negative price, is unreadable")
    func unreadablePage() async {
        server.edit(.products, field: "page", .set(json: "2"))
        #expect(await fetch(1) == .failure(.unreadable))
        server.edit(.products, field: "items.0.price", .set(json: "-1"))
        #expect(await fetch(1) == .failure(.unreadable))
    }

    @Test("A refusal carries the server's message when it has visible characters, else only its status")
    func refusals() async {
        server.fail(.products, status: 503, message: "Catalogue unavailable")
        #expect(await fetch(1) == .failure(.refused(status: 503, message: "Catalogue unavailable")))
        server.fail(.products, status: 500, message: " \n")
        #expect(await fetch(1) == .failure(.refused(status: 500, message: nil)))
    }

    @Test("Cancelling a reservation answers with the id asked for, whatever the body says")
    func cancelAnswersTheIdAsked() async {
        let client = ReservationsClient.live(ServerCall(server: server))
        #expect(await answer { try await client.reserve("82348") } == .success("8347838"))
        #expect(await answer { try await client.cancel("82348") } == .success("82348"))
    }

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
