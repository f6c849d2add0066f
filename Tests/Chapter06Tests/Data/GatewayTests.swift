import Backend
import MiniRx
import Testing

@testable import CleanMVVM

/// The Data layer against the real fake server: requests sent, answers read into entities, and everything else a
/// ``GatewayError``. No mocks here: the server is the outside world every app meets.
@Suite("Data: gateways over the API, on the fake server")
struct GatewayTests {
    let server = Server()
    let disposeBag = DisposeBag()

    var products: ProductGateway { ProductGateway(api: API(server: server)) }

    /// The one value or the error of `sequence`, which answers at once.
    private func answer<T>(_ sequence: Observable<T>) -> Result<T, any Error>? {
        var result: Result<T, any Error>?
        sequence.subscribe(onNext: { result = .success($0) }, onError: { result = .failure($0) })
            .disposed(by: disposeBag)
        return result
    }

    private func error<T>(_ sequence: Observable<T>) -> GatewayError? {
        guard case .failure(let error)? = answer(sequence) else { return nil }
        return error as? GatewayError
    }

    // snippet: clean-test-gateway-page
    @Test("A page is asked for by number and read into products, with whether more follow")
    func pageRead() throws {
        let page = try #require(try answer(products.getProductList(dto: GetPageDto(page: 3)))?.get())

        #expect(server.log.map(\.description) == ["GET /products?page=3&perPage=10"])
        #expect(page.page == 3)
        #expect(page.items.map(\.name) == ["Graphics Tablet", "Document Camera", "Surge Protector"])
        #expect(page.items.first == Product(id: 21, name: "Graphics Tablet", price: 69))
        #expect(page.hasMorePages == false)
    }
    // end-snippet

    @Test(
        "A page not asked for, longer than asked, or with a price below zero or a mistyped field is unreadable",
        arguments: [
            ("page", #"2"#), ("items.10", #"{"id":99,"name":"Eleventh","price":1}"#), ("items.0.price", "-1"),
            ("items.0.id", #""7""#), ("hasMore", "1"),
        ])
    func pageUnreadable(field: String, json: String) {
        server.edit(.products, field: field, .set(json: json))

        #expect(error(products.getProductList(dto: GetPageDto(page: 1))) == .unreadable)
    }

    @Test("Any 2xx is a success; a refusal carries the server's message, or none when it has no visible one")
    func statuses() {
        server.changeStatus(of: .deleteProduct, to: 299)
        #expect(error(products.deleteProduct(dto: DeleteProductDto(id: 3))) == nil)

        server.fail(.products, status: 503, message: "Catalogue unavailable")
        #expect(
            error(products.getProductList(dto: GetPageDto(page: 1)))
                == .refused(status: 503, message: "Catalogue unavailable"))

        server.answer(.products, status: 500, body: #"{"message":" \n"}"#)
        #expect(error(products.getProductList(dto: GetPageDto(page: 1))) == .refused(status: 500, message: nil))
    }

    @Test("Save sends the trimmed name and the price as a number, and reads the product as the server saved it")
    func saveSent() throws {
        let saved = try answer(products.update(ProductDto(id: 2, name: " Silent Mouse ", price: "21.5")))?.get()

        #expect(server.log.last?.description == #"PUT /products/2 {"name":"Silent Mouse","price":21.5}"#)
        #expect(saved == Product(id: 2, name: "Silent Mouse", price: 21.5))
    }

    @Test("A saved product that is not the one edited is unreadable")
    func saveOfAnotherProduct() {
        server.edit(.updateProduct, field: "id", .set(json: "3"))

        #expect(error(products.update(ProductDto(id: 2, name: "Silent Mouse", price: "21.5"))) == .unreadable)
    }

    @Test("A reservation without a confirmation id is unreadable; a cancellation is the id that was sent")
    func reservations() throws {
        let gateway = ReservationGateway(api: API(server: server))
        let reserved = try answer(gateway.reserve(dto: ReservationDto(reservationId: "82348")))?.get()
        #expect(reserved == Reservation(reservationId: "82348", confirmationId: "8347838"))

        server.edit(.reserve, field: "confirmationId", .set(json: #""""#))
        #expect(error(gateway.reserve(dto: ReservationDto(reservationId: "11"))) == .unreadable)
    }

    @Test("A request disposed before its answer is cancelled: the late answer reaches no one")
    func cancelledByDisposal() {
        server.delivery = .held
        var answered = false
        let request = products.getProductList(dto: GetPageDto(page: 1)).subscribe(onNext: { _ in answered = true })

        request.dispose()
        server.deliverAll()

        #expect(server.requests(to: .products).count == 1)
        #expect(!answered)
    }
}
