import Testing

@testable import RHA

@Suite("ProductViewModel: one product, worded for its screen")
struct ProductViewModelTests {
    @Test("The title is the product's name and the price line has two decimals; there is nothing to fetch")
    func response() {
        let response = ProductViewModel(product: Product(id: 7, name: "Widget", price: 19.9)).response
        #expect(response._title == "Widget")
        #expect(response._price == "Price: $19.90")
    }
}
