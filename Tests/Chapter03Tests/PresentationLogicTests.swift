import Testing

@testable import TriggerObserver

@Suite("Presentation logic knows only triggers")
struct PresentationLogicTests {
    private let nearTheEnd = ContentOffset(y: 88, contentHeight: 440, visibleHeight: 352)
    private let atTheTop = ContentOffset(y: 0, contentHeight: 440, visibleHeight: 352)

    @Test("Opening the product list fetches; pulling reloads")
    func openAndPull() {
        let triggers = RecordingProductsTriggers()
        let logic = ProductsPresentationLogic(fetchTrigger: triggers, deleteTrigger: triggers)

        logic.viewDidLoad()
        logic.didPullToRefresh()

        #expect(triggers.calls == ["fetchProducts", "reloadProducts"])
    }

    // snippet: triggerobserver-test-recording-trigger
    @Test("A scroll fetches more only past the threshold — and every such scroll pulls the trigger")
    func scrollPastThreshold() {
        let triggers = RecordingProductsTriggers()
        let logic = ProductsPresentationLogic(fetchTrigger: triggers, deleteTrigger: triggers)

        logic.didScroll(to: atTheTop)
        #expect(triggers.calls.isEmpty)
        logic.didScroll(to: nearTheEnd)
        logic.didScroll(to: nearTheEnd)
        #expect(
            triggers.calls == ["fetchProducts", "fetchProducts"], "guarding against a double fetch is the binding's job"
        )
    }
    // end-snippet

    @Test("Confirming a deletion pulls the delete trigger with the product's id")
    func confirmDelete() {
        let triggers = RecordingProductsTriggers()
        let logic = ProductsPresentationLogic(fetchTrigger: triggers, deleteTrigger: triggers)

        logic.didConfirmDelete(productId: 7)

        #expect(triggers.calls == ["deleteProduct 7"])
    }

    @Test("Pros and Cons pull their own trigger when the screen loads")
    func prosAndCons() {
        let service = FakeAIService()
        ProsConsPresentationLogic(trigger: ProsBinding(service: service)).viewDidLoad()
        ProsConsPresentationLogic(trigger: ConsBinding(service: service)).viewDidLoad()
        #expect(service.prosRequests == 1)
        #expect(service.consRequests == 1)
    }

    @Test("Edit Product's Save sends what was typed, unchecked, as a draft")
    func editSave() {
        let service = FakeProductsService()
        let logic = EditProductPresentationLogic(trigger: ProductUpdateBinding(service: service), productId: 7)
        logic.didTapSave(name: " Webcam ", price: "55")
        #expect(service.updates == [ProductDraft(id: 7, name: " Webcam ", price: "55")])
    }
}
