import Testing

@testable import RHA

@Suite("EditProductViewModel: validation first, then the worker")
struct EditProductViewModelTests {
    let fake = FakeProductsWorker()
    let viewModel: EditProductViewModel
    let errors: ContentRecorder

    init() {
        viewModel = EditProductViewModel(
            product: Product(id: 7, name: "Widget", price: 19.9), worker: ProductsWorker(productsWorkerProtocol: fake))
        errors = ContentRecorder(viewModel.isErrorFree)
    }

    @Test("The fields start with the name and the price with two decimals")
    func prefilled() {
        #expect(viewModel.name == "Widget")
        #expect(viewModel.price == "19.90")
    }

    @Test("An empty name or a price that is not positive is reported and nothing is sent")
    func invalid() {
        viewModel.saveProduct(name: "  ", price: "3") { _ in }
        viewModel.saveProduct(name: "Gadget", price: "-1") { _ in }
        viewModel.saveProduct(name: "Gadget", price: "abc") { _ in }
        #expect(fake.asked.isEmpty)
        #expect(
            errors.alerts.map(\.message) == [
                "Name must not be empty", "Price must be a positive number", "Price must be a positive number",
            ])
    }

    @Test("A valid save sends the trimmed name and the price, and hands back the saved product")
    func save() throws {
        var saved: Product?
        viewModel.saveProduct(name: " Gadget ", price: "4.50") { saved = $0?._product }
        let update = try #require(fake.updates.first)
        #expect(update.id == 7)
        #expect(update.changes == ProductChanges(name: "Gadget", price: 4.5))
        update.handler(.success(Product(id: 7, name: "Gadget", price: 4.5)))
        #expect(saved == Product(id: 7, name: "Gadget", price: 4.5))
        #expect(viewModel.savedProduct.value == Product(id: 7, name: "Gadget", price: 4.5))
    }

    @Test("A failed save puts nothing in savedProduct")
    func failedSave() throws {
        viewModel.saveProduct(name: "Gadget", price: "4.50") { _ in }
        try #require(fake.updates.first).handler(.failure(.failed("No product #7")))
        #expect(viewModel.savedProduct.value == nil)
        #expect(errors.alerts.map(\.message) == ["No product #7"])
    }
}
