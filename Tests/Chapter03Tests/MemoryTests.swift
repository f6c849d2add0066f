import Backend
import HeadlessUI
import Testing

@testable import TriggerObserver

@Suite("Screens, bindings and infrastructure are freed when a screen closes")
struct MemoryTests {
    @Test(
        "Each pushed screen, closed while its request is held, is freed; the late answer changes nothing",
        arguments: ["Pros", "Cons", "Products"])
    func pushedScreenFreed(button: String) throws {
        let server = Server()
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap(button)
        weak let screen = robot.topViewController
        #expect(screen?.title == button)
        #expect(server.heldResponses.count == 1)

        try robot.goBack()
        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("Reservations is freed when closed mid-request, and the late answer changes nothing")
    func reservationsFreed() throws {
        let server = Server()
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        weak let screen = robot.topViewController
        #expect(screen?.title == "Reservations")
        #expect(server.log.map(\.description) == [#"POST /reservations {"reservationId":"82348"}"#])
        #expect(server.heldResponses.count == 1, "the reservation is still in flight")
        try robot.goBack()

        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("The editor is freed when cancelled, and the list stays")
    func editorFreed() throws {
        let server = Server()
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Products")
        try robot.tapRowAction("Edit", onRow: "Desk Lamp — $32.00")
        weak let editor = robot.topViewController
        #expect(editor?.title == "Edit Product")

        try robot.tap("Cancel")

        #expect(editor == nil)
        #expect(robot.title == "Products")
        #expect(server.requests(to: .updateProduct).isEmpty)
    }

    @Test("The presentation logic holds the binding; the loading infrastructure only binds to it")
    func bindingFreed() {
        let service = FakeProductsService()
        let deletion = ProductDeletionBinding(service: service)
        weak var weakBinding: PaginationBinding?
        var logic: ProductsPresentationLogic?
        let loading: ProductsLoadingInfra
        do {
            let binding = PaginationBinding(service: service)
            weakBinding = binding
            logic = ProductsPresentationLogic(fetchTrigger: binding, deleteTrigger: deletion)
            loading = ProductsLoadingInfra(productsObserver: binding, deletionObserver: deletion)
        }
        logic?.viewDidLoad()
        #expect(weakBinding != nil, "the presentation logic keeps its trigger")

        logic = nil

        #expect(weakBinding == nil, "the loading infrastructure, still here, did not keep the binding alive")
        service.answerPage()
        #expect(loading.loaded.products.isEmpty, "the late page found no binding to deliver it")
    }
}
