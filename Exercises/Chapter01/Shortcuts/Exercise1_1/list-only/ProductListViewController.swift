import Backend
import Foundation
import HeadlessUI

/// The product list of the Massive View Controller app, cut down to its first page: it sends the request,
/// parses the JSON, formats each row and opens a product's screen — all in one class, as in `Sources/Baseline`.
final class ProductListViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// One row's worth of product, parsed straight out of the JSON dictionary.
    struct Item {
        var name: String
        var price: Double
    }

    private let server: Server
    private let tableView = UITableView()
    private var items: [Item] = []

    init(server: Server) {
        self.server = server
        super.init()
        title = "Products"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.dataSource = self
        tableView.delegate = self
        view.addSubview(tableView)
        server.send(Request(.get, "/products?page=1&perPage=10")) { [weak self] response in
            guard let self, response.isSuccess else { return }
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            let rawItems = json?["items"] as? [[String: Any]] ?? []
            items = rawItems.compactMap { raw in
                guard let name = raw["name"] as? String, let price = (raw["price"] as? NSNumber)?.doubleValue
                else { return nil }
                return Item(name: name, price: price)
            }
            tableView.reloadData()
        }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let item = items[indexPath.row]
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Product")
        cell.textLabel?.text = "\(item.name) — " + ProductListViewController.euros(item.price)
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = items[indexPath.row]
        let detail = ProductDetailViewController(name: item.name, price: item.price)
        navigationController?.pushViewController(detail, animated: true)
    }

    /// `89,99 €`. The one place the price format lives now; the product screen calls it too.
    static func euros(_ price: Double) -> String {
        String(format: "%.2f", price).replacingOccurrences(of: ".", with: ",") + " €"
    }
}
