import Testing

@testable import TriggerObserver

@Suite("Loading infrastructure knows only observers")
struct LoadingInfraTests {
    @Test("Pages the observer delivers are loaded into memory and shown: appended, then replaced by page 1")
    func pagesLoaded() {
        let observers = ManualProductsObservers()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        let display = RecordingProductsDisplay(loading)

        observers.send(.success(.sample(number: 1)))
        observers.send(.success(.sample(number: 2, count: 3, hasMore: false)))
        observers.send(.success(.sample(number: 1)))

        #expect(display.events == ["finishLoading", "show 10", "finishLoading", "show 13", "finishLoading", "show 10"])
    }

    @Test("A failed page stops the spinners and reports the failure, and changes nothing loaded")
    func failedPage() {
        let observers = ManualProductsObservers()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        let display = RecordingProductsDisplay(loading)
        observers.send(.success(.sample(number: 1)))

        observers.send(.failure(.unreadable))

        #expect(display.events.suffix(2) == ["finishLoading", "error The server's answer could not be read."])
        #expect(loading.loaded.products.count == 10)
    }

    @Test("Deletions and observed edits change one row")
    func deletionsAndEdits() {
        let observers = ManualProductsObservers()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        let display = RecordingProductsDisplay(loading)
        loading.observeUpdates(from: observers)
        observers.send(.success(.sample(number: 1, count: 3)))

        observers.sendUpdate(.success(Product(id: 2, name: "Lamp", price: 5)))
        observers.sendDeletion(.success(1))
        observers.sendDeletion(.failure(.refused(status: 404, message: "No product #9")))
        observers.sendUpdate(.failure(.invalidInput("Name must not be empty")))

        #expect(
            display.events.suffix(3) == ["changed Lamp at 1", "removed 0", "error No product #9"],
            "an edit that failed is the editor's to report, not the list's")
        #expect(loading.loaded.products.map(\.name) == ["Lamp", "Product 3"])
    }

    @Test(
        "Pros: what arrives is loaded into memory as it is; a failure changes nothing loaded and is passed on unworded")
    func prosConsList() {
        let service = FakeAIService()
        let binding = ProsBinding(service: service)
        let loading = ProsConsLoadingInfra(observer: binding)
        let display = RecordingProsConsDisplay(loading)

        for result: Result<[String], AppError> in [
            .success(["No breaks"]), .failure(.refused(status: 503, message: "Down")), .success([]),
            .failure(.unreadable),
        ] {
            binding.fetchPros()
            service.answerPros(result)
        }

        #expect(
            display.events == [
                #"show ["No breaks"]"#, #"failure refused(status: 503, message: Optional("Down"))"#, "show []",
                "failure unreadable",
            ])
        #expect(loading.items.isEmpty)
    }
}
