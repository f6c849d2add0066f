import Backend
import HeadlessUI

/// The composition root of the summary: the one place that may name every layer. (RHA's `App` folder.)
enum ProsSummaryAssembly {
    static func summaryScreen(server: Server) -> UIViewController {
        // TODO: Exercise 9.2 — build the screen around its view model, worker and service.
        ProsSummaryViewController(server: server)
    }
}
