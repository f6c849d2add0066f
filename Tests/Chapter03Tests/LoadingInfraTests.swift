import Testing

@testable import TriggerObserver

@Suite("Loading infrastructure knows only observers")
struct LoadingInfraTests {
    @Test("Pages the observer delivers are loaded into memory and shown: appended, then replaced by page 1")
    func pagesLoaded() {
        let observers = ManualProductsObservers()
        let display = RecordingProductsDisplay()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        loading.display = display

        observers.send(.success(.sample(number: 1)))
        observers.send(.success(.sample(number: 2, count: 3, hasMore: false)))
        #expect(display.shown.count == 13)
        observers.send(.success(.sample(number: 1)))

        #expect(display.events == ["finishLoading", "show 10", "finishLoading", "show 13", "finishLoading", "show 10"])
    }

    @Test("A failed page stops the spinners and shows an error, and changes nothing loaded")
    func failedPage() {
        let observers = ManualProductsObservers()
        let display = RecordingProductsDisplay()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        loading.display = display
        observers.send(.success(.sample(number: 1)))

        observers.send(.failure(.unreadableAnswer))

        #expect(display.events.suffix(2) == ["finishLoading", "error The server's answer could not be read."])
        #expect(loading.loaded.products.count == 10)
    }

    @Test("Deletions and observed edits change one row")
    func deletionsAndEdits() {
        let observers = ManualProductsObservers()
        let display = RecordingProductsDisplay()
        let loading = ProductsLoadingInfra(productsObserver: observers, deletionObserver: observers)
        loading.display = display
        loading.observeUpdates(from: observers)
        observers.send(.success(.sample(number: 1, count: 3)))

        observers.sendUpdate(.success(Product(id: 2, name: "Lamp", price: 5)))
        observers.sendDeletion(.success(1))
        observers.sendDeletion(.failure(.server(message: "No product #9")))
        observers.sendUpdate(.failure(.invalidInput("Name must not be empty")))

        #expect(
            display.events.suffix(3) == ["changed Lamp at 1", "removed 0", "error No product #9"],
            "an edit that failed is the editor's to report, not the list's")
        #expect(loading.loaded.products.map(\.name) == ["Lamp", "Product 3"])
    }

    @Test("Pros: a list is shown; an empty list also says so; the server's words come as Alert, the rest as Error")
    func aiList() {
        let service = FakeAIService()
        let binding = ProsBinding(service: service)
        let display = RecordingAIListDisplay()
        let loading = AIListLoadingInfra(observer: binding)
        loading.display = display

        for result: Result<[String], AppError> in [
            .success(["No breaks"]), .success([]), .failure(.server(message: "Down")), .failure(.unreadableAnswer),
        ] {
            binding.fetchPros()
            service.answerPros(result)
        }

        #expect(
            display.events == [
                #"show ["No breaks"]"#, "show []", "alert Alert: No pros found", "alert Alert: Down",
                "alert Error: The server's answer could not be read.",
            ])
    }

    @Test("Cons words its empty list as cons")
    func consEmpty() {
        let service = FakeAIService()
        let binding = ConsBinding(service: service)
        let display = RecordingAIListDisplay()
        let loading = AIListLoadingInfra(observer: binding)
        loading.display = display

        binding.fetchCons()
        service.answerCons(.success([]))

        #expect(display.events == ["show []", "alert Alert: No cons found"])
    }
}
