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

    func fetch(_ page: Int) -> Result<ProductPage, APIError>? {
        var answer: Result<ProductPage, APIError>?
        live().fetchPage(page, ProductsFeature.perPage) { answer = $0 }
        return answer
    }

    @Test("A page is read with its products, and asks for perPage products")
    func page() throws {
        let page = try #require(try fetch(3)?.get())
        #expect(page.page == 3)
        #expect(page.items.count == 3)
        #expect(!page.hasMore)
        #expect(server.log.last?.description == "GET /products?page=3&perPage=10")
    }

    @Test("A page that is not the one asked for, or has a negative price, is unreadable")
    func unreadablePage() {
        server.edit(.products, field: "page", .set(json: "2"))
        #expect(fetch(1) == .failure(.unreadable))
        server.edit(.products, field: "items.0.price", .set(json: "-1"))
        #expect(fetch(1) == .failure(.unreadable))
    }

    @Test("A refusal carries the server's message when it has visible characters, else only its status")
    func refusals() {
        server.fail(.products, status: 503, message: "Catalogue unavailable")
        #expect(fetch(1) == .failure(.refused(status: 503, message: "Catalogue unavailable")))
        server.fail(.products, status: 500, message: " \n")
        #expect(fetch(1) == .failure(.refused(status: 500, message: nil)))
    }

    @Test("Cancelling a reservation answers with the id asked for, whatever the body says")
    func cancelAnswersTheIdAsked() {
        let client = ReservationsClient.live(ServerCall(server: server))
        var reserved: Result<String, APIError>?
        var cancelled: Result<String, APIError>?
        client.reserve("82348") { reserved = $0 }
        client.cancel("82348") { cancelled = $0 }
        #expect(reserved == .success("8347838"))
        #expect(cancelled == .success("82348"))
    }
}
