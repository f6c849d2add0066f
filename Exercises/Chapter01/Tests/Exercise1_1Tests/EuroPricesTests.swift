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

    @Test("Each product screen shows its own price in the same format as the list")
    func detailInEuros() throws {
        for (name, price) in [("USB-C Hub", "39,50 €"), ("Mechanical Keyboard", "89,99 €")] {
            let robot = openProductList()
            let row = try #require(robot.rows.first { $0.hasPrefix(name + " — ") })
            try robot.selectRow(row)
            #expect(robot.title == name)
            #expect(
                robot.labels == ["Price: " + price],
                "\(name)'s screen shows \(robot.labels): the product screen formats its own price in ProductDetailViewController.swift, so make it read \(price)"
            )
        }
    }

    @Test("Every price keeps two decimals, on every row and on the product screen")
    func wholePrices() throws {
        let catalogue = [
            ProductRecord(id: 4, name: "27-inch Monitor", price: 279),
            ProductRecord(id: 5, name: "Cable Tie", price: 0.5),
            ProductRecord(id: 6, name: "Desk Lamp", price: 45.05),
        ]
        let robot = openProductList(Server(products: catalogue))
        #expect(
            robot.rows == ["27-inch Monitor — 279,00 €", "Cable Tie — 0,50 €", "Desk Lamp — 45,05 €"],
            "Rows read \(robot.rows): keep two decimals and a comma on every row, in ProductListViewController.swift"
        )
        try robot.selectRow(try #require(robot.rows.first { $0.hasPrefix("27-inch Monitor — ") }))
        #expect(
            robot.labels == ["Price: 279,00 €"],
            "The product screen shows \(robot.labels): keep two decimals there too (ProductDetailViewController.swift)")
    }
}
