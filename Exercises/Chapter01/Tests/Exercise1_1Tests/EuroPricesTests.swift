import Backend
import HeadlessUI
import Testing

@testable import Exercise1_1

/// Opens the cut-down product list on a fresh server, inside a navigation controller, for a robot to drive.
@MainActor
private func openProductList(_ server: Server = Server()) -> Robot {
    let window = UIWindow()
    window.rootViewController = UINavigationController(rootViewController: ProductListViewController(server: server))
    window.makeKeyAndVisible()
    return Robot(window: window)
}

@Suite("Exercise 1.1 — One change, many places: prices in euros")
struct EuroPricesTests {
    @Test("The list shows every price in euros, with a decimal comma and the sign after")
    func listInEuros() {
        let robot = openProductList()
        #expect(
            robot.rows.first == "Mechanical Keyboard — 89,99 €",
            "Rows format their price in ProductListViewController.swift: make them read 89,99 €"
        )
        #expect(robot.rows.count == 10)
        #expect(robot.rows.allSatisfy { $0.hasSuffix(" €") && !$0.contains("$") })
    }

    @Test("The product screen shows its price in the same format as the list")
    func detailInEuros() throws {
        let robot = openProductList()
        let row = try #require(robot.rows.first { $0.hasPrefix("USB-C Hub — ") })
        try robot.selectRow(row)
        #expect(robot.title == "USB-C Hub")
        #expect(
            robot.labels == ["Price: 39,50 €"],
            "The product screen formats its own price in ProductDetailViewController.swift: make it read 39,50 €"
        )
    }

    @Test("Whole prices keep their two decimals")
    func wholePrices() {
        let robot = openProductList(Server(products: [ProductRecord(id: 4, name: "27-inch Monitor", price: 279)]))
        #expect(
            robot.rows == ["27-inch Monitor — 279,00 €"],
            "Keep two decimals in ProductListViewController.swift: 279,00 €"
        )
    }
}
