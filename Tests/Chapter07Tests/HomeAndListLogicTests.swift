import MiniRx
import MiniRxTest
import Testing

@testable import CLE

@Suite("HomeLogic, ProsConsLogic and ProductLogic")
struct HomeAndListLogicTests {
    @Test("Home sends one destination per tap, in the order of the taps")
    func homeDestinations() {
        let scheduler = TestScheduler()
        let pros = scheduler.createHotObservable([.next(230, ())])
        let cons = scheduler.createHotObservable([.next(210, ())])
        let reservations = scheduler.createHotObservable([.next(240, ())])
        let products = scheduler.createHotObservable([.next(220, ())])

        let observer = scheduler.start {
            HomeLogic.destinations(
                pros: pros.asObservable(), cons: cons.asObservable(), reservations: reservations.asObservable(),
                products: products.asObservable())
        }

        #expect(
            observer.events == [.next(210, .cons), .next(220, .products), .next(230, .pros), .next(240, .reservations)])
    }

    @Test("Pros and Cons are titled and fetched each as itself")
    func listTitlesAndEndpoints() {
        #expect(ProsConsLogic.title(.pros) == "Pros")
        #expect(ProsConsLogic.title(.cons) == "Cons")
        #expect(ProsConsLogic.endpoint(.pros).request.url == "/ai/pros")
        #expect(ProsConsLogic.endpoint(.cons).request.url == "/ai/cons")
    }

    @Test("Only an empty list raises an alert, and it says which list is empty")
    func emptyAlert() {
        #expect(ProsConsLogic.emptyAlert(.pros, items: []) == AlertMessage(title: "Alert", message: "No pros found"))
        #expect(ProsConsLogic.emptyAlert(.cons, items: []) == AlertMessage(title: "Alert", message: "No cons found"))
        #expect(ProsConsLogic.emptyAlert(.pros, items: ["No breaks"]) == nil)
    }

    @Test("On Pros and Cons a refusal is the write-up's Alert; an unreadable answer is an Error")
    func listErrorAlerts() {
        #expect(
            ProsConsLogic.errorAlert(APIError.refused(status: 500, message: "Server is down"))
                == AlertMessage(title: "Alert", message: "Server is down"))
        #expect(
            ProsConsLogic.errorAlert(APIError.refused(status: 500, message: nil))
                == AlertMessage(title: "Alert", message: "The server answered with status 500."))
        #expect(
            ProsConsLogic.errorAlert(APIError.unreadable)
                == AlertMessage(title: "Error", message: "The server's answer could not be read."))
    }

    @Test("The product screen is titled by the name and shows the price with two decimals")
    func productWording() {
        let laptopStand = product(5, "Laptop Stand", 45)
        #expect(ProductLogic.title(laptopStand) == "Laptop Stand")
        #expect(ProductLogic.priceText(laptopStand) == "Price: $45.00")
    }
}
