import MiniRx
import MiniRxTest
import Testing

@testable import CLE

@Suite("EditProductLogic")
struct EditProductLogicTests {
    let scheduler = TestScheduler()

    @Test("The fields start with the product's name and its price with two decimals")
    func fields() {
        let mouse = product(2, "Wireless Mouse", 24.9)
        #expect(EditProductLogic.name(mouse) == "Wireless Mouse")
        #expect(EditProductLogic.price(mouse) == "24.90")
    }

    @Test(
        "A name is trimmed; a price is trimmed, then digits with at most two decimals",
        arguments: [
            ("  Silent Mouse\n", " 12 ", 12.0), ("Silent Mouse", "0.01", 0.01), ("Silent Mouse", "007.10", 7.1),
        ])
    func accepted(name: String, price: String, value: Double) {
        #expect(
            EditProductLogic.changes(name: name, price: price)
                == .success(ProductChanges(name: "Silent Mouse", price: value)))
    }

    @Test("A blank name is refused")
    func blankName() {
        #expect(
            EditProductLogic.changes(name: " \t\n", price: "10")
                == .failure(InvalidInput(message: "Name must not be empty")))
    }

    @Test(
        "Any other price is refused",
        arguments: [
            "", "abc", "0", "0.00", "-1", "+5", "1e3", "0x1p3", "0.001", "12.", ".5", "１２",
            String(repeating: "9", count: 400),
        ])
    func refusedPrice(price: String) {
        #expect(
            EditProductLogic.changes(name: "Mouse", price: price)
                == .failure(InvalidInput(message: "Price must be a positive number")))
    }

    @Test("Each Save sends the fields as they are at that moment; invalid input sends nothing")
    func saveTaps() {
        let name = scheduler.createHotObservable([.next(205, "Mouse"), .next(215, "")])
        let price = scheduler.createHotObservable([.next(205, "9.5")])
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])

        let saved = scheduler.start {
            EditProductLogic.changesToSave(
                saveTaps: taps.asObservable(), name: name.asObservable(), price: price.asObservable())
        }

        #expect(saved.events == [.next(210, ProductChanges(name: "Mouse", price: 9.5))])
    }

    @Test("A Save on invalid input raises an Error alert and nothing else")
    func refusals() {
        let name = scheduler.createHotObservable([.next(205, "Mouse"), .next(215, "")])
        let price = scheduler.createHotObservable([.next(205, "9.5")])
        let taps = scheduler.createHotObservable([.next(210, ()), .next(220, ())])

        let observer = scheduler.start {
            EditProductLogic.refusals(
                saveTaps: taps.asObservable(), name: name.asObservable(), price: price.asObservable())
        }

        #expect(observer.events == [.next(220, AlertMessage(title: "Error", message: "Name must not be empty"))])
    }

    @Test("A failed save is an Error alert with the API's words")
    func errorAlert() {
        #expect(
            EditProductLogic.errorAlert(APIError.refused(status: 409, message: "Changed by someone else"))
                == AlertMessage(title: "Error", message: "Changed by someone else"))
        #expect(
            EditProductLogic.errorAlert(APIError.unreadable)
                == AlertMessage(title: "Error", message: "The server's answer could not be read."))
    }
}
