import Backend
import Foundation
import HeadlessUI

/// The first three products the Baseline's way: one controller asks the server, reads the JSON in place and words
/// each row, a label per product.
final class BaselineProductRows: UIViewController {
    private let server: Server

    init(server: Server) {
        self.server = server
        super.init()
        title = "Products"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        server.send(Request(.get, "/products?page=1&perPage=3")) { [weak self] response in
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            for item in json?["items"] as? [[String: Any]] ?? [] {
                // TODO: Exercise 9.1 — request 02: each row ends with the stock, " — 3 left", or " — Sold out".
                guard let name = item["name"] as? String, let price = item["price"] as? Double else { continue }
                self?.view.addSubview(UILabel(text: "\(name) — $" + String(format: "%.2f", price)))
            }
        }
    }
}
