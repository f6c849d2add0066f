import AppCatalogue
import Backend
import Foundation
import HeadlessUI
import Testing

@testable import Exercise9_3

@Suite("Exercise 9.3 — The acceptance scenario first")
struct StockOnProductScreenTests {
    let file = "Exercise9_3/StockOnProductScreen.swift"

    @Test("No app does it yet, so the scenario fails for every app in the catalogue", arguments: Architecture.allCases)
    func failsForEveryApp(_ architecture: Architecture) throws {
        let robot = try Robot(launching: architecture.makeAppDelegate(server: Server()))

        #expect(
            try StockOnProductScreen.passes(robot) == false,
            "\(architecture)'s product screen shows no stock, so the scenario must say it fails — in \(file)")
    }

    @Test("An app that does what the request asks passes it, wherever the USB-C Hub's row stands")
    func passesWhenDone() throws {
        for products: [StockShowingApp.Product] in [[.mouse, .hub], [.hub, .mouse], [.keyboard, .mouse, .hub]] {
            let robot = try Robot(launching: StockShowingApp(products: products))

            #expect(
                try StockOnProductScreen.passes(robot),
                "with the rows \(products.map(\.row)), the USB-C Hub's screen says Stock: 3 left, yet the scenario failed: open Products, select the USB-C Hub's row by how it starts, then read its screen — in \(file)"
            )
        }
    }

    @Test("An app that does not show the USB-C Hub's stock on its own screen does not pass")
    func checksTheRightProduct() throws {
        let otherStock = StockShowingApp.Product(
            name: "USB-C Hub", row: "USB-C Hub — $39.50", screenLabel: "Stock: 40 left")
        let stockOnMouse = StockShowingApp.Product(
            name: "Wireless Mouse", row: "Wireless Mouse — $24.99 — 3 left", screenLabel: "Stock: 3 left")
        let stockInRowOnly = StockShowingApp.Product(
            name: "USB-C Hub", row: "USB-C Hub — $39.50 — 3 left", screenLabel: "Price: $39.50")
        let opensTheMouse = StockShowingApp.Product(
            name: "Wireless Mouse", row: "USB-C Hub — $39.50 — 3 left", screenLabel: "Stock: 3 left")
        for products in [
            [otherStock, .mouse], [stockOnMouse, otherStock], [stockInRowOnly, .mouse], [opensTheMouse],
        ] {
            let robot = try Robot(launching: StockShowingApp(products: products))

            #expect(
                try StockOnProductScreen.passes(robot) == false,
                "The scenario passed an app whose rows are \(products.map(\.row)) and whose USB-C Hub row opens a screen titled \(products.first { $0.row.hasPrefix("USB-C Hub") }?.name ?? "") that says \(products.first { $0.row.hasPrefix("USB-C Hub") }?.screenLabel ?? ""): that does not do what was asked — in \(file)"
            )
        }
    }
}

/// A tiny app that shows a stock on each product's screen, for the scenario to read: Home, a product list, and a
/// product screen with its label.
final class StockShowingApp: UIApplicationDelegate {
    var window: UIWindow?
    private let products: [Product]

    init(products: [Product]) {
        self.products = products
    }

    /// A product as the tiny app shows it: its row in the list, and the label its own screen shows.
    struct Product {
        let name: String
        let row: String
        let screenLabel: String

        static let mouse = Product(
            name: "Wireless Mouse", row: "Wireless Mouse — $24.99 — 40 left", screenLabel: "Stock: 40 left")
        static let hub = Product(name: "USB-C Hub", row: "USB-C Hub — $39.50 — 3 left", screenLabel: "Stock: 3 left")
        static let keyboard = Product(
            name: "Mechanical Keyboard", row: "Mechanical Keyboard — $89.99", screenLabel: "Stock: 12 left")
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: Home(products: products))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// Home: one button, `Products`.
    final class Home: UIViewController {
        private let products: [Product]

        init(products: [Product]) {
            self.products = products
            super.init()
            title = "Home"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let list = ProductList(products: products)
            view.addSubview(
                UIButton(
                    primaryAction: UIAction(title: "Products") { [weak self] _ in
                        self?.navigationController?.pushViewController(list, animated: true)
                    }))
        }
    }

    /// A row per product; selecting one opens its screen.
    final class ProductList: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let products: [Product]
        private let tableView = UITableView()

        init(products: [Product]) {
            self.products = products
            super.init()
            title = "Products"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { products.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
            cell.textLabel?.text = products[indexPath.row].row
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let product = products[indexPath.row]
            let screen = UIViewController()
            screen.title = product.name
            screen.view.addSubview(UILabel(text: product.screenLabel))
            navigationController?.pushViewController(screen, animated: true)
        }
    }
}
