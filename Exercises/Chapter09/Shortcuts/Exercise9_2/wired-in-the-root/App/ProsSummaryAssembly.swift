import Backend
import Foundation
import HeadlessUI

/// The composition root of the summary: the one place that may name every layer. (RHA's `App` folder.)
enum ProsSummaryAssembly {
    static func summaryScreen(server: Server) -> UIViewController {
        ProsSummaryViewController { show in
            server.send(Request(.get, "/ai/pros")) { response in
                let json = try? JSONSerialization.jsonObject(with: response.body) as? [String: Any]
                let pros = json?["advantages"] as? [String] ?? []
                show("\(pros.count) pros, first: \(pros.first ?? "none")")
            }
        }
    }
}
