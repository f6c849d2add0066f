import Backend
import Foundation
import Testing
import UBER

@testable import Exercise4_1

/// A network layer that answers only when the test says so.
private final class FakeNetwork: NetworkManaging {
    private(set) var calls: [RestCall] = []
    private var pending: [(success: (Data) -> Void, failure: (AppError) -> Void)] = []

    func restCall(
        _ call: RestCall, onSuccess success: @escaping (Data) -> Void, onFailure failure: @escaping (AppError) -> Void
    ) {
        calls.append(call)
        pending.append((success, failure))
    }

    func succeed(_ json: String) {
        guard !pending.isEmpty else { return }
        pending.removeFirst().success(Data(json.utf8))
    }

    func fail(_ error: AppError) {
        guard !pending.isEmpty else { return }
        pending.removeFirst().failure(error)
    }
}

/// A UI layer that records what it is asked.
private final class FakeUI: UIManaging {
    private(set) var contexts: [ViewContext] = []
    private(set) var overlayDepth = 0
    private(set) var overlayShown = 0

    func reload(viewContext: ViewContext) -> Bool {
        contexts.append(viewContext)
        return true
    }

    func displayOverlayProgress() {
        overlayDepth += 1
        overlayShown += 1
    }

    func hideOverlayProgress() {
        overlayDepth -= 1
    }
}

@Suite("Exercise 4.1 — Fill in getData")
struct GetDataTests {
    private let file = "Exercise4_1/FeatureXYZService.swift"
    private let pageOne =
        #"{"hasMore":true,"items":[{"id":1,"name":"Mechanical Keyboard","price":89.99},"#
        + #"{"id":2,"name":"Wireless Mouse","price":24.99}],"page":1}"#

    @Test("getData asks the network layer for the first page of ten")
    func request() {
        let network = FakeNetwork()
        let service = FeatureXYZService(
            networkManager: network, uiManager: FakeUI(), exceptionManager: ExceptionManager(logSystem: nil))
        service.getData(viewId: "Products-1")
        #expect(
            network.calls.map(\.description) == ["GET /products?page=1&perPage=10"],
            "getData in \(file) should call networkManager.restCall with a GET of /products?page=1&perPage=10")
    }

    @Test("The page's products reach the view that asked, as a ViewContext")
    func success() {
        let network = FakeNetwork()
        let ui = FakeUI()
        let service = FeatureXYZService(
            networkManager: network, uiManager: ui, exceptionManager: ExceptionManager(logSystem: nil))
        service.getData(viewId: "Products-3")
        service.getData(viewId: "Products-8")
        network.succeed(pageOne)
        network.succeed(#"{"hasMore":false,"items":[{"id":5,"name":"Desk Lamp","price":45}],"page":1}"#)
        let products = [
            Product(id: 1, name: "Mechanical Keyboard", price: 89.99),
            Product(id: 2, name: "Wireless Mouse", price: 24.99),
        ]
        #expect(
            ui.contexts == [
                ViewContext(viewId: "Products-3", model: View(error: nil, data: .products(products))),
                ViewContext(
                    viewId: "Products-8",
                    model: View(error: nil, data: .products([Product(id: 5, name: "Desk Lamp", price: 45)]))),
            ],
            "On success, \(file) should call uiManager.reload(viewContext:) with the page's items as .products, for the viewId that asked; it sent \(ui.contexts)"
        )
    }

    @Test("The overlay progress shows while the page is in flight, and hides after, success or not")
    func overlay() {
        let network = FakeNetwork()
        let ui = FakeUI()
        let service = FeatureXYZService(
            networkManager: network, uiManager: ui, exceptionManager: ExceptionManager(logSystem: nil))
        service.getData(viewId: "Products-1")
        #expect(ui.overlayDepth == 1, "Call uiManager.displayOverlayProgress() before the request (\(file))")
        network.succeed(pageOne)
        service.getData(viewId: "Products-1")
        network.fail(.refused(status: 500, message: nil))
        #expect(ui.overlayShown == 2, "Show the overlay once per request (\(file))")
        #expect(
            ui.overlayDepth == 0,
            "Call uiManager.hideOverlayProgress() when the answer arrives, success or not (\(file))")
    }

    @Test("A failure goes to the ExceptionManager, for this view, and the view is not reloaded")
    func failure() {
        let network = FakeNetwork()
        let ui = FakeUI()
        let exceptions = ExceptionManager(logSystem: nil)
        let service = FeatureXYZService(networkManager: network, uiManager: ui, exceptionManager: exceptions)
        service.getData(viewId: "Products-7")
        network.fail(.refused(status: 500, message: "Server is down"))
        #expect(
            exceptions.logs.compactMap { $0 as? ErrorContext }
                == [ErrorContext(viewId: "Products-7", error: .refused(status: 500, message: "Server is down"))],
            "On failure, \(file) should publish ErrorContext(viewId:error:) to the exceptionManager")
        #expect(ui.contexts.isEmpty, "A failure must not reload the view (\(file))")
    }

    @Test("Over the real network layer and the fake server, the first ten products arrive; malformed JSON is published")
    func endToEnd() {
        let server = Server()
        let ui = FakeUI()
        let exceptions = ExceptionManager(logSystem: nil)
        let service = FeatureXYZService(
            networkManager: NetworkManager(server: server), uiManager: ui, exceptionManager: exceptions)
        service.getData(viewId: "Products-1")
        let firstTen = SeedData.products.prefix(10).map { Product(id: $0.id, name: $0.name, price: $0.price) }
        #expect(ui.contexts.last?.model.data == .products(firstTen), "Decode the answer as a ProductPage (\(file))")

        server.answerWithMalformedJSON(.products)
        service.getData(viewId: "Products-1")
        #expect(
            exceptions.logs.compactMap { ($0 as? ErrorContext)?.error } == [.unreadable],
            "An answer that is not a ProductPage is .unreadable: use restCall(_:answer:onSuccess:onFailure:) (\(file))"
        )
    }
}
