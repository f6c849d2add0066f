import MiniTCA
import MiniTCATest
import Testing

@testable import Unidirectional

/// The editor's reducer: what it checks before any request, and what it tells its parent.
@Suite("The editor: checks before sending, and tells its parent through delegate actions")
struct EditProductFeatureTests {
    let saves = Held<Int, Result<Product, APIError>>()

    @Test("Save sends the trimmed changes, waits while in flight, and tells the parent the product as saved")
    func saveSucceeds() async {
        let store = TestStore(initialState: EditProductFeature.State(product: mouse)) {
            EditProductFeature()
        } withDependencies: {
            $0.productsClient.save = { [saves] id, _ in try await saves.hold(id).get() }
        }
        let saved = Product(id: mouse.id, name: "Silent Mouse", price: 19)

        await store.send(.view(.nameChanged("  Silent Mouse "))) { $0.name = "  Silent Mouse " }
        await store.send(.view(.priceChanged("19"))) { $0.price = "19" }
        await store.send(.view(.saveTapped)) { $0.isSaving = true }
        await store.send(.view(.saveTapped))
        saves.deliverOldest(.success(saved))
        await store.receive(.saveResponse(.success(saved))) { $0.isSaving = false }
        await store.receive(.delegate(.saved(saved)))
        await store.finish()
        #expect(saves.requests == [mouse.id])
    }

    @Test("What Save sends is what was typed, trimmed and checked")
    func changesAreChecked() async {
        #expect(
            EditProductFeature.changes(name: " Desk ", price: " 12.50 ")
                == .success(ProductChanges(name: "Desk", price: 12.5)))
        #expect(
            EditProductFeature.changes(name: " \n ", price: "12")
                == .failure(EditProductFeature.InvalidInput(message: "Name must not be empty")))
        for price in ["0", "0x1p3", "1e3", "0.001", "-1", "12."] {
            #expect(
                EditProductFeature.changes(name: "Desk", price: price)
                    == .failure(EditProductFeature.InvalidInput(message: "Price must be a positive number")))
        }
    }

    @Test("Invalid input shows the error alert and sends nothing")
    func invalidInput() async {
        let store = TestStore(initialState: EditProductFeature.State(product: mouse)) { EditProductFeature() }

        await store.send(.view(.priceChanged("0"))) { $0.price = "0" }
        await store.send(.view(.saveTapped)) { $0.alert = .invalidInput("Price must be a positive number") }
        await store.send(.alert(.dismiss)) { $0.alert = nil }
        await store.finish()
    }

    @Test("A refused save keeps the editor with what was typed and shows the server's message")
    func saveRefused() async {
        let store = TestStore(initialState: EditProductFeature.State(product: mouse)) {
            EditProductFeature()
        } withDependencies: {
            $0.productsClient.save = { _, _ in throw APIError.refused(status: 422, message: nil) }
        }

        await store.send(.view(.nameChanged("Silent Mouse"))) { $0.name = "Silent Mouse" }
        await store.send(.view(.saveTapped)) { $0.isSaving = true }
        await store.receive(.saveResponse(.failure(.refused(status: 422, message: nil)))) {
            $0.isSaving = false
            $0.alert = AlertState(
                title: "Error", message: "The server answered with status 422.", buttons: [ButtonState(title: "OK")])
        }
        await store.finish()
    }

    @Test("Cancel asks the parent to close the editor; the editor never closes itself")
    func cancel() async {
        let store = TestStore(initialState: EditProductFeature.State(product: mouse)) { EditProductFeature() }

        await store.send(.view(.cancelTapped))
        await store.receive(.delegate(.cancelled))
        await store.finish()
    }
}
