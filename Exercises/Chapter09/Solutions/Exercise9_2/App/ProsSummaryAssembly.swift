import Backend
import HeadlessUI

/// The composition root of the summary: the one place that may name every layer. (RHA's `App` folder.)
enum ProsSummaryAssembly {
    static func summaryScreen(server: Server) -> UIViewController {
        ProsSummaryViewController(viewModel: ProsSummaryViewModel(worker: ProsSummaryApi(server: server)))
    }
}
