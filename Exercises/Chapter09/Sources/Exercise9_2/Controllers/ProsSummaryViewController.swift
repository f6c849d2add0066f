import Backend
import Foundation
import HeadlessUI

/// The summary screen: a label that says how many pros there are and the first of them. (RHA's `Controllers`.)
///
/// As shipped it takes a shortcut a change request's patch might take: it asks the server itself, and reads the
/// JSON in place. RHA's rule says a controller never touches data.
final class ProsSummaryViewController: UIViewController {
    private let server: Server
    private let summaryLabel = UILabel()

    init(server: Server) {
        self.server = server
        super.init()
        title = "Pros summary"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(summaryLabel)
        // TODO: Exercise 9.2 — the scanner reports this: a controller that names Server and Request. Ask the view
        // model instead, and let the layers below do the rest.
        server.send(Request(.get, "/ai/pros")) { [weak self] response in
            let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
            let pros = json?["advantages"] as? [String] ?? []
            self?.summaryLabel.text = "\(pros.count) pros, first: \(pros.first ?? "none")"
        }
    }
}
