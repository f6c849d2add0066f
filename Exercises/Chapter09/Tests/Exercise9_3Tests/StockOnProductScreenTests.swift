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

    @Test("An app that does what the request asks passes it")
    func passesWhenDone() throws {
        let robot = try Robot(launching: StockShowingApp(stockLabel: "Stock: 3 left"))

        #expect(
            try StockOnProductScreen.passes(robot),
            "open Products, select the row that starts with \"USB-C Hub — \", then find \"Stock: 3 left\" — in \(file)")
    }

    @Test("An app that shows some other stock does not pass: the scenario checks the product it opened")
    func checksTheRightProduct() throws {
        let robot = try Robot(launching: StockShowingApp(stockLabel: "Stock: 40 left"))

        #expect(
            try StockOnProductScreen.passes(robot) == false,
            "the USB-C Hub has 3 left; a screen that says 40 does not do what was asked — in \(file)")
    }
}

/// A tiny app that does what change request 05 asks, for the scenario to pass: Home, a product list, and a product
/// screen with the price and the given stock label.
final class StockShowingApp: UIApplicationDelegate {
    var window: UIWindow?
    private let stockLabel: String

    init(stockLabel: String) {
        self.stockLabel = stockLabel
    }

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let window = UIWindow()
        window.rootViewController = UINavigationController(rootViewController: Home(stockLabel: stockLabel))
        window.makeKeyAndVisible()
        self.window = window
        return true
    }

    /// Home: one button, `Products`.
    final class Home: UIViewController {
        private let stockLabel: String

        init(stockLabel: String) {
            self.stockLabel = stockLabel
            super.init()
            title = "Home"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            let products = ProductList(stockLabel: stockLabel)
            view.addSubview(
                UIButton(
                    primaryAction: UIAction(title: "Products") { [weak self] _ in
                        self?.navigationController?.pushViewController(products, animated: true)
                    }))
        }
    }

    /// Two rows; selecting the USB-C Hub opens its screen.
    final class ProductList: UIViewController, UITableViewDataSource, UITableViewDelegate {
        private let rows = ["Wireless Mouse — $24.99 — 40 left", "USB-C Hub — $39.50 — 3 left"]
        private let tableView = UITableView()
        private let stockLabel: String

        init(stockLabel: String) {
            self.stockLabel = stockLabel
            super.init()
            title = "Products"
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.dataSource = self
            tableView.delegate = self
            view.addSubview(tableView)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let product = UIViewController()
            product.title = rows[indexPath.row].hasPrefix("USB-C Hub") ? "USB-C Hub" : "Wireless Mouse"
            product.view.addSubview(UILabel(text: "Price: $39.50"))
            product.view.addSubview(UILabel(text: stockLabel))
            navigationController?.pushViewController(product, animated: true)
        }
    }
}
