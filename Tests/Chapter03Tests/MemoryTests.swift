import Backend
import HeadlessUI
import Testing

@testable import TriggerObserver

@Suite("Screens, bindings and infrastructure are freed when a screen closes")
struct MemoryTests {
    @Test(
        "Each pushed screen, closed while its request is held, is freed with its binding; the late answer changes nothing",
        arguments: ["Pros", "Cons", "Products"])
    func pushedScreenFreed(button: String) throws {
        let server = Server()
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap(button)
        weak let screen = robot.topViewController
        #expect(screen != nil)

        try robot.goBack()
        #expect(screen == nil)
        #expect(server.deliverAll() == 1)
        #expect(robot.title == "Home")
        #expect(robot.alert == nil)
    }

    @Test("Reservations is freed when closed mid-request")
    func reservationsFreed() throws {
        let server = Server()
        server.delivery = .held
        let robot = try Robot(launching: AppDelegate(server: server))
        try robot.tap("Reservations")
        try robot.type("82348", into: "Reservation id")
        try robot.tap("Reserve")
        weak let screen = robot.topViewController
        try robot.goBack()

        #expect(screen == nil)
        server.deliverAll()
        #expect(robot.title == "Home")
    }

    @Test("The editor and its update binding are freed when cancelled; the list stays")
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

    @Test("A binding lives exactly as long as the presentation logic and loading infrastructure that hold it")
    func bindingFreed() {
        let service = FakeProductsService()
        weak var weakBinding: PaginationBinding?
        var received = 0
        do {
            let binding = PaginationBinding(service: service)
            weakBinding = binding
            let deletion = ProductDeletionBinding(service: service)
            let logic = ProductsPresentationLogic(fetchTrigger: binding, deleteTrigger: deletion)
            let loading = ProductsLoadingInfra(productsObserver: binding, deletionObserver: deletion)
            binding.bind { _ in received += 1 }
            logic.viewDidLoad()
            #expect(weakBinding != nil)
            _ = loading
        }
        #expect(weakBinding == nil)
        service.answerPage()
        #expect(received == 0, "the late page found no binding to deliver it")
    }
}
