import Backend
import Testing

@testable import TriggerObserver

@Suite("Domain services enforce the rules and speak to the server")
struct ServiceTests {
    @Test(
        "A reservation id that is not 1 to 8 digits is refused and nothing is sent",
        arguments: ["", "12a", "123456789", "٣٤"])
    func invalidReservationId(id: String) {
        let server = Server()
        let service = ServerReservationService(client: APIClient(server: server))
        var results: [Result<String, AppError>] = []
        service.reserve(reservationId: id) { results.append($0) }
        var cancelled: [AppError] = []
        service.cancel(reservationId: id) { if case .failure(let error) = $0 { cancelled.append(error) } }

        #expect(results == [.failure(.invalidInput("Reservation id must be 1 to 8 digits"))])
        #expect(cancelled == [.invalidInput("Reservation id must be 1 to 8 digits")])
        #expect(server.log.isEmpty)
    }

    @Test("Reserving sends the id as JSON and returns the confirmation id")
    func reserve() {
        let server = Server()
        let service = ServerReservationService(client: APIClient(server: server))
        var results: [Result<String, AppError>] = []
        service.reserve(reservationId: "82348") { results.append($0) }

        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"82348"}"#])
        #expect(results == [.success("8347838")])
    }

    @Test("Saving a product checks the name and the price before sending anything")
    func productValidation() {
        let server = Server()
        let service = ServerProductsService(client: APIClient(server: server))
        var errors: [AppError] = []
        service.update(ProductDraft(id: 7, name: "  ", price: "10")) {
            if case .failure(let e) = $0 { errors.append(e) }
        }
        service.update(ProductDraft(id: 7, name: "Cam", price: "-1")) {
            if case .failure(let e) = $0 { errors.append(e) }
        }
        service.update(ProductDraft(id: 7, name: "Cam", price: "abc")) {
            if case .failure(let e) = $0 { errors.append(e) }
        }

        #expect(
            errors == [
                .invalidInput("Name must not be empty"), .invalidInput("Price must be a positive number"),
                .invalidInput("Price must be a positive number"),
            ])
        #expect(server.log.isEmpty)
    }

    @Test("The client turns a status and a body into the error a person reads")
    func errors() {
        let server = Server()
        let service = ServerAIService(client: APIClient(server: server))
        var errors: [AppError] = []
        server.fail(.pros, status: 500, message: "Server is down")
        server.answerWithMalformedJSON(.pros)
        service.fetchPros { if case .failure(let e) = $0 { errors.append(e) } }
        service.fetchPros { if case .failure(let e) = $0 { errors.append(e) } }

        #expect(errors == [.refused(status: 500, message: "Server is down"), .unreadable])
        #expect(AppError.refused(status: 503, message: nil).message == "The server answered with status 503.")
    }

    @Test("Pages are asked for exactly as the server expects them")
    func pageRequest() {
        let server = Server()
        let service = ServerProductsService(client: APIClient(server: server))
        var pages: [ProductPage] = []
        service.fetchPage(3, perPage: 10) { if case .success(let page) = $0 { pages.append(page) } }

        #expect(server.log.map(\.description) == ["GET /products?page=3&perPage=10"])
        #expect(pages.first?.products.count == 3)
        #expect(pages.first?.hasMore == false)
    }
}
