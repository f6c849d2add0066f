import Backend
import Testing

@testable import UBER

@Suite("FeatureProductService: edit and delete, with its network fake")
struct FeatureProductServiceTests {
    /// A business layer whose list `P-1` holds the first page of the catalogue.
    private func loadedFixture() -> BusinessFixture {
        let fixture = BusinessFixture()
        fixture.modules.featureXYZ.getData(viewId: "P-1")
        fixture.network.succeed(pageJSON(1))
        return fixture
    }

    @Test("update validates, sends the trimmed name and the price, then updates the list and closes the editor")
    func update() {
        let fixture = loadedFixture()
        fixture.modules.featureProduct.update(viewId: "E-2", productId: 7, name: "  Webcam 4K ", price: "64.5")
        #expect(fixture.network.callLines.last == #"PUT /products/7 {"name":"Webcam 4K","price":64.5}"#)

        fixture.network.succeed(#"{"id":7,"name":"Webcam 4K","price":64.5}"#)

        let saved = Product(id: 7, name: "Webcam 4K", price: 64.5)
        #expect(fixture.ui.contexts.map(\.id) == ["P-1", "P-1", "E-2"])
        guard case .productsEdited(let list) = fixture.ui.contexts[1].model.data else {
            Issue.record("the list was not updated")
            return
        }
        #expect(list[6] == saved)
        #expect(fixture.ui.contexts[2].model.data == .saved(saved))
    }

    @Test(
        "Invalid fields are refused before anything is sent",
        arguments: [
            ("  ", "10", "Name must not be empty"),
            ("Lamp", "0", "Price must be a positive number"),
            ("Lamp", "-3", "Price must be a positive number"),
            ("Lamp", "ten", "Price must be a positive number"),
            ("Lamp", "inf", "Price must be a positive number"),
        ])
    func invalid(name: String, price: String, message: String) {
        let fixture = BusinessFixture()
        fixture.modules.featureProduct.update(viewId: "E-2", productId: 7, name: name, price: price)
        #expect(fixture.network.calls.isEmpty)
        #expect(fixture.published == [ErrorContext(viewId: "E-2", error: .invalidInput(message))])
    }

    @Test("delete removes the row from the list once the server agrees, and only then")
    func delete() {
        let fixture = loadedFixture()
        fixture.modules.featureProduct.delete(viewId: "P-1", productId: 3)
        #expect(fixture.network.callLines.last == "DELETE /products/3")
        #expect(fixture.ui.contexts.count == 1)
        fixture.network.succeed()
        guard case .productsEdited(let list) = fixture.ui.lastModel?.data else {
            Issue.record("the list was not updated")
            return
        }
        #expect(list.count == 9)
        #expect(!list.contains { $0.id == 3 })
    }

    @Test("A refused delete goes to the ExceptionManager and the list keeps the row")
    func refusedDelete() {
        let fixture = loadedFixture()
        fixture.modules.featureProduct.delete(viewId: "P-1", productId: 3)
        fixture.network.fail(.refused(status: 404, message: "No product #3"))
        #expect(
            fixture.published == [ErrorContext(viewId: "P-1", error: .refused(status: 404, message: "No product #3"))])
        #expect(fixture.ui.contexts.count == 1)
    }
}
